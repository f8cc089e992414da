import 'server-only';
import { closeDatabase, getDatabase } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedDemoContent } from '@/lib/db/seed';
import { env } from '@/lib/env';

export async function prepareServer(): Promise<void> {
  let config;
  try {
    config = env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (config.API_BASE_URL) return;

  const database = await getDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await applyMigrations(database);
  if (await seedDemoContent(database, config.ADMIN_USER)) {
    console.log('Seeded the database with demo content.');
  }
  // PGlite must be closed cleanly or its folder may need recovery on the next start.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void closeDatabase().finally(() => process.exit(0));
    });
  }
}
