// Runs once per server process, before it takes requests: validates the environment, then
// migrates (and on a first start seeds) the embedded database.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareServer } = await import('./lib/server/start');
  await prepareServer();
}
