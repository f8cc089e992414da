import 'server-only';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { redirectTargets, type RedirectTarget } from '@/lib/own-data/redirects/redirect-store';
import { cachedRead } from '@/lib/freshness/cached-read';
import { REDIRECTS_TAG } from '@/lib/freshness/tags';

// The whole list, read once and kept under its tag: a 404 looks it up in memory, and a change
// (lib/freshness/expire.ts) reaches every instance before its next answer.
const cachedTargets = cachedRead('redirect-targets', REDIRECTS_TAG, async () =>
  redirectTargets(await ownDatabase()),
);

/**
 * The redirect that answers `path` where the site would answer 404, or null. A read that fails
 * is no redirect: the 404 stands, and says nothing of the failure.
 */
export async function movedTo(path: string): Promise<RedirectTarget | null> {
  try {
    return (await cachedTargets()).find((redirect) => redirect.from === path) ?? null;
  } catch (error) {
    console.error(
      '[redirects] could not read them:',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
