import 'server-only';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { forgetUses, recordUses, withUses } from '@/lib/own-data/media/media-uses-store';
import { jobPlace, jobText, newsPlace } from '@/lib/own-data/media/use-places';
import type { Backend } from './backend';

/** Records in this database; a failure is logged, since the firm's API has already taken the write. */
async function keep(change: (db: Db) => Promise<void>): Promise<void> {
  try {
    await withUses(await ownDatabase(), change);
  } catch (error) {
    console.error(
      '[media uses] not recorded; the next refresh catches up:',
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * Upstream mode: news and jobs live in the firm's API, so the pictures each shows are recorded
 * in this database right after the API has taken the write (the two share no transaction), from
 * the text the API answers. The embedded adapter records them in the write's own transaction
 * instead. What other clients change in the API is caught up by ./refresh-uses.ts.
 */
export function withMediaUses(backend: Backend): Backend {
  return {
    ...backend,
    createNews: async (input) => {
      const item = await backend.createNews(input);
      await keep((db) => recordUses(db, newsPlace(item, false), item.description));
      return item;
    },
    updateNews: async (id, input) => {
      const item = await backend.updateNews(id, input);
      await keep((db) => recordUses(db, newsPlace(item, false), item.description));
      return item;
    },
    removeNews: async (id) => {
      await backend.removeNews(id);
      await keep((db) => forgetUses(db, { kind: 'news', id: String(id), draft: false }));
    },
    createJob: async (input) => {
      const job = await backend.createJob(input);
      await keep((db) => recordUses(db, jobPlace(job), jobText(job)));
      return job;
    },
    updateJob: async (id, input) => {
      const job = await backend.updateJob(id, input);
      await keep((db) => recordUses(db, jobPlace(job), jobText(job)));
      return job;
    },
    removeJob: async (id) => {
      await backend.removeJob(id);
      await keep((db) => forgetUses(db, { kind: 'job', id: String(id), draft: false }));
    },
  };
}
