// `npx tsx e2e/support/fake-api/server.ts --port N [--token T] [--parent-pid P]`: the fake of the
// firm's API for end-to-end tests. It stops by itself when the process that started it dies.
import { parseArgs } from 'node:util';
import { startFakeApi } from './app';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3011' },
    token: { type: 'string' },
    'parent-pid': { type: 'string' },
  },
});

const parentPid = Number(values['parent-pid'] ?? process.ppid);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

void startFakeApi({ port: Number(values.port), token: values.token }).then(({ url, close }) => {
  console.log(`Fake API listening on ${url}`);
  const stop = () => void close().finally(() => process.exit(0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
  // Playwright starts us with stdin ignored, so watch the parent's pid instead.
  setInterval(() => {
    if (!alive(parentPid)) stop();
  }, 1000).unref();
});
