import 'server-only';
// A year of a busy firm's data (issue 54), written by the database itself: every row is composed
// in SQL from `generate_series` and small arrays of names, places and phrases picked by a hash of
// the row's number, so a million visits take seconds and not a million round trips. Used by
// `npm run seed:year` (scripts/seed-year.mts) and, at a small scale, by test/seed-year.test.ts.
//
// Deterministic: the same `now` (rounded down to the hour) and scale give the same rows, byte for
// byte. Times are relative to `now`, so the dashboard's last-7 and last-30-days figures are full.
import type { Db } from '../client';
import { rebuildOwnUses } from '@/lib/own-data/media/rebuild-own-uses';
import { addActivity } from './activity';
import { addApplications } from './applications';
import { addJobs } from './jobs';
import { addMedia } from './media';
import { addMessages } from './messages';
import { DROP_MIX_FUNCTION, MIX_FUNCTION } from './mix';
import { addNews, readBanners } from './news';
import { codePageCopies, type PageCopy } from './page-copies';
import { addPageVersions } from './page-versions';
import { markYearSeeded } from './refusal';
import { moveSequences } from './sequences';
import { run } from './statements';
import { addTeam } from './team';
import { addVisits } from './visits';
import { yearVolumes } from './volumes';
import type { YearContext } from './year-context';

export type SeedYearOptions = {
  scale?: number;
  /** The moment the year ends; default the current time (rounded down to the hour). */
  now?: Date;
  /**
   * Pages to give a history of published versions (pages already edited are left alone);
   * default codePageCopies().
   */
  pages?: PageCopy[];
};

export type SeedYearReport = {
  /** Rows written per table (replies, read state, lead sources, … included). */
  inserted: Record<string, number>;
  /** How long each table's inserts took. */
  steps: Record<string, number>;
  milliseconds: number;
};

/**
 * Writes a year of the firm's data in one transaction, after whatever the tables hold (ids go on
 * from the highest, and every serial sequence is moved past them). Answers the rows written.
 */
export async function seedYear(db: Db, options: SeedYearOptions = {}): Promise<SeedYearReport> {
  const started = performance.now();
  const volumes = yearVolumes(options.scale ?? 1);
  const end = Math.floor((options.now ?? new Date()).getTime() / 3_600_000) * 3_600_000;
  const banners = await readBanners();
  const inserted: Record<string, number> = {};
  const milliseconds: Record<string, number> = {};

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // PostgreSQL's JIT (on by default from version 12, absent from PGlite) would compile every
    // insert: the planner guesses 1,000 rows for each hour's generate_series, so a few hundred
    // rows look like millions, past jit_above_cost, and LLVM then spends seconds inlining and
    // optimising the long CASE and ARRAY expressions (22 s of the activity log's 0.2 s at 1%).
    await run(tx, 'SET LOCAL jit = off');
    await run(tx, MIX_FUNCTION);
    const add = async (table: string, text: string) => {
      const began = performance.now();
      inserted[table] = (inserted[table] ?? 0) + (await run(tx, text));
      milliseconds[table] = Math.round((milliseconds[table] ?? 0) + performance.now() - began);
    };
    const context: YearContext = { tx, volumes, end, add };

    const team = await addTeam(context);
    await addVisits(context);
    const messageBase = await addMessages(context, team);
    // The media library before the news, whose text shows some of its pictures.
    const mediaBase = await addMedia(context, team);
    const newsBase = await addNews(context, mediaBase, banners);
    const jobBase = await addJobs(context);
    const applicationBase = await addApplications(context, jobBase);
    const pages = options.pages ?? codePageCopies();
    inserted.pageVersions = 0;
    inserted.sitePages = 0;
    await addPageVersions(context, pages, team);
    const bases = { messageBase, newsBase, jobBase, applicationBase, mediaBase };
    await addActivity(context, bases, pages, team);

    // The year's texts (one news item in ten shows a picture) were written in SQL, not by the
    // stores that keep the media library's usage table: it is built from them as they stand.
    const began = performance.now();
    inserted.mediaUses = await rebuildOwnUses(tx);
    milliseconds.mediaUses = Math.round(performance.now() - began);
    // Ids go on from the rows written; the marker stops a second year (and the demo seed).
    await moveSequences(tx);
    await markYearSeeded(tx, end, options.scale ?? 1);
    await run(tx, DROP_MIX_FUNCTION);
  });
  return { inserted, steps: milliseconds, milliseconds: Math.round(performance.now() - started) };
}
