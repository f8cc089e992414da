import 'server-only';
import { env } from '@/lib/config/env';
import type { Page } from '@/lib/domain/paging';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import {
  lockUses,
  markUsesBuilt,
  replaceUses,
  usesBuilt,
  type UseScope,
} from '@/lib/own-data/media/media-uses-store';
import { OWN_SCOPES, ownTexts, rebuildOwnUses } from '@/lib/own-data/media/rebuild-own-uses';
import { jobPlace, jobText, newsPlace, type PlaceText } from '@/lib/own-data/media/use-places';
import type { Backend } from './backend';
import { collectPages } from './collect-pages';
import { getBackend } from './index';

// The media library's usage table built again from every text (docs/decisions.md, "Where a
// picture is used, kept on write"): when it was never built for this mode, and in upstream mode
// every REFRESH_MS, since other clients of the firm's API change news and jobs we never hear of.

/** Each of the firm's lists is read to at most this many pages (10,000 items at 10 a page). */
const MAX_PAGES = 1000;
/** Upstream: how stale the firm's news and jobs in the table may grow. */
export const REFRESH_MS = 60 * 60_000;
/** A build that could not read everything is tried again no sooner than this. */
const RETRY_MS = 60_000;

async function firmList<T>(
  name: string,
  read: (page: number) => Promise<Page<T>>,
  place: (item: T) => PlaceText,
  unreadable: string[],
): Promise<PlaceText[] | null> {
  try {
    const { items, complete } = await collectPages(read, { maxPages: MAX_PAGES });
    if (!complete) throw new Error(`it has more than ${MAX_PAGES} pages`);
    return items.map(place);
  } catch (error) {
    console.error(`[media uses] the ${name} could not be read:`, error);
    unreadable.push(name);
    return null;
  }
}

/**
 * Builds the table again from every text. Embedded: from this database alone, in one
 * transaction, exact. Upstream: the firm's news and jobs paged through its API first, then
 * written with this database's drafts and pages in one transaction; a list that could not be
 * read keeps its rows and is named in the answer, and the table counts as built only when
 * everything was read.
 */
export async function refreshUses(backend: Backend): Promise<string[]> {
  const db = await ownDatabase();
  if (backend.kind === 'embedded') {
    await rebuildOwnUses(db);
    return [];
  }
  const unreadable: string[] = [];
  const [news, jobs] = await Promise.all([
    firmList(
      'news',
      (page) => backend.listNews(page),
      (item) => ({ ...newsPlace(item, false), text: item.description }),
      unreadable,
    ),
    firmList(
      'jobs',
      (page) => backend.listJobs(page),
      (job) => ({ ...jobPlace(job), text: jobText(job) }),
      unreadable,
    ),
  ]);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockUses(tx);
    const scopes: UseScope[] = [...OWN_SCOPES];
    if (news) scopes.push({ kind: 'news', draft: false });
    if (jobs) scopes.push({ kind: 'job' });
    await replaceUses(tx, scopes, [...(news ?? []), ...(jobs ?? []), ...(await ownTexts(tx))]);
    if (unreadable.length === 0) await markUsesBuilt(tx, 'api');
  });
  return unreadable;
}

type State = {
  /** Built for this mode, as seen by this process: nothing unbuilds it while the server runs. */
  ready?: boolean;
  running?: Promise<string[]>;
  failed?: { at: number; unreadable: string[] };
};
const holder = globalThis as unknown as { __mediaUses?: State };

/** One build at a time in this process: callers meanwhile wait for the same one. */
function refreshOnce(backend: Backend): Promise<string[]> {
  const state = (holder.__mediaUses ??= {});
  state.running ??= refreshUses(backend)
    .then((unreadable) => {
      state.failed = unreadable.length > 0 ? { at: Date.now(), unreadable } : undefined;
      state.ready ||= unreadable.length === 0;
      return unreadable;
    })
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}

/**
 * The table ready to be read: built first when it never was from this mode's texts (a new,
 * migrated or restored database, or a change of mode). Answers what could not be read, so
 * the screen does not call a picture unused while the firm's lists are unknown.
 */
export async function ensureUses(): Promise<string[]> {
  const state = (holder.__mediaUses ??= {});
  if (state.ready) return [];
  const backend = await getBackend();
  const built = await usesBuilt(await ownDatabase());
  state.ready = built?.from === (backend.kind === 'embedded' ? 'own' : 'api');
  if (state.ready) return [];
  const failed = state.failed;
  if (failed && Date.now() - failed.at < RETRY_MS) return failed.unreadable;
  return refreshOnce(backend);
}

/** Upstream: built again once the last build is REFRESH_MS old, whichever instance made it. */
async function refreshWhenOld(): Promise<void> {
  const built = await usesBuilt(await ownDatabase());
  if (built?.from === 'api' && Date.now() - built.at.getTime() < REFRESH_MS) return;
  await refreshOnce(await getBackend());
}

/** At the server's start, off any request: built if it must be, then kept fresh upstream. */
export function scheduleUsesRefresh(): void {
  const log = (error: unknown) =>
    console.error('[media uses]', error instanceof Error ? error.message : error);
  void ensureUses().catch(log);
  if (env().API_BASE_URL)
    setInterval(() => void refreshWhenOld().catch(log), REFRESH_MS / 6).unref();
}
