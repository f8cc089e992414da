import 'server-only';
import { cleanStoredText } from '@/lib/own-data/db/clean-stored-text';
import { closeDatabase, getDatabase } from '@/lib/own-data/db/client';
import { applyMigrations } from '@/lib/own-data/db/migrate';
import { scheduleTableUpkeep } from '@/lib/own-data/db/table-upkeep';
import { seedDemoContent } from '@/lib/own-data/db/seed';
import { ensurePrimaryOwner } from '@/lib/accounts/account-store';
import { scheduleUsesRefresh } from '@/lib/backend/refresh-uses';
import { env } from '@/lib/config/env';
import { startOutboxSender } from '@/lib/mail/outbox-sender';
import { scheduleRetention } from '@/lib/own-data/retention';
import { openLocalDoor } from '@/lib/backup/local-door';
import { scheduleBackups } from '@/lib/backup/scheduled-backups';
import { startDueNewsWorker } from '@/lib/news/due-news-worker';
import { startDuePagesWorker } from '@/lib/pages/due-pages-worker';
import { loopbackOrigin } from '@/lib/http/loopback-origin';
import { warmPreloadedImages } from '@/lib/server/warm-preloaded-images';
import { installInternalGate } from '@/lib/redirects/internal-request';

export async function prepareServer(): Promise<void> {
  // Before the first request: /_service and /_missing answer this server alone.
  installInternalGate();
  let config;
  try {
    config = env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // next-auth v4 builds the addresses it redirects to (after logout, say) from NEXTAUTH_URL
  // only, else from http://localhost:3000: the running server's SITE_URL is that address. Set
  // once, here, before any request.
  process.env.NEXTAUTH_URL ??= config.SITE_URL;

  const database = await getDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  // In upstream mode the database holds only the product's own data: migrated, never seeded.
  await applyMigrations(database);
  // The owner's account exists from the first start, so the Team screen lists it.
  await ensurePrimaryOwner(config.ADMIN_EMAIL, config.ADMIN_USER, database.db);
  if (!config.API_BASE_URL && (await seedDemoContent(database, config.ADMIN_USER))) {
    console.log('Seeded the database with demo content.');
  }
  if (!config.API_BASE_URL) {
    const cleaned = await cleanStoredText(database);
    if (cleaned > 0) console.log(`Cleaned the rich text of ${cleaned} news and jobs.`);
  }
  scheduleRetention();
  scheduleBackups();
  // PostgreSQL vacuums and analyses its own tables; PGlite has no autovacuum.
  if (!config.DATABASE_URL) scheduleTableUpkeep(database.db);
  // Where each picture is used: built once if this database never had it, then (upstream)
  // refreshed from the firm's API, all off the request path.
  scheduleUsesRefresh();
  // Only this process may open the embedded database: `npm run backup` asks it instead.
  if (!config.DATABASE_URL) openLocalDoor(config.DATA_DIR, config.PORT, config.HOSTNAME);
  // Without SMTP_URL nothing is ever queued, so there is nothing to send.
  if (config.SMTP_URL) startOutboxSender();
  // Scheduled news and pages go out when due, from whichever instance claims them first.
  startDueNewsWorker();
  startDuePagesWorker();
  // Not awaited: it waits for the server to answer, which starts after this function returns.
  // A development server compiles each page on request: it would only slow it down.
  if (process.env.NODE_ENV === 'production') warmImages(config.PORT, config.HOSTNAME);
  // Closed last, after requests in flight have finished (scripts/server-preload.cjs runs the
  // hooks); PGlite closed cleanly needs no recovery on the next start.
  const holder = globalThis as unknown as { __shutdownHooks?: (() => Promise<void>)[] };
  holder.__shutdownHooks?.push(closeDatabase);
}

function warmImages(port: number, hostname: string | undefined): void {
  warmPreloadedImages(loopbackOrigin(port, hostname)).then(
    (ready) => console.log(`Prepared ${ready} preloaded images for first visitors.`),
    (error: unknown) =>
      console.error(
        `Could not prepare the preloaded images: ${error instanceof Error ? error.message : error}`,
      ),
  );
}
