import 'server-only';
import type { Db } from '../client';
import { seedJobs, seedMessages, seedNews } from '../seed-content';
import { lit } from './literals';
import { query, run } from './statements';
import { YEAR_VOLUMES, type YearTable, type YearVolumes } from './volumes';

/** Marks a database that was given a year; the script refuses to give it a second one. */
export const YEAR_SEEDED_KEY = 'year_seeded';

/** Rows already in the tables a year fills, and whether a year was seeded before. */
export async function existingRows(db: Db): Promise<YearVolumes & { yearSeeded: boolean }> {
  const [row] = await query(
    db,
    `SELECT (SELECT count(*) FROM visitors) AS visitors, (SELECT count(*) FROM messages) AS messages,
      (SELECT count(*) FROM news) AS news, (SELECT count(*) FROM jobs) AS jobs,
      (SELECT count(*) FROM applications) AS applications,
      (SELECT count(*) FROM activity_log) AS activity, (SELECT count(*) FROM media) AS media,
      (SELECT count(*) FROM site_page_versions) AS "pageVersions",
      EXISTS (SELECT 1 FROM app_meta WHERE key = '${YEAR_SEEDED_KEY}') AS "yearSeeded"`,
  );
  const counts = Object.fromEntries(
    Object.keys(YEAR_VOLUMES).map((table) => [table, Number(row?.[table] ?? 0)]),
  ) as YearVolumes;
  return { ...counts, yearSeeded: Boolean(row?.yearSeeded) };
}

/**
 * What a database may hold and still be given a year without `--force`: nothing, or the demo
 * content of a first start (lib/own-data/db/seed.ts) and what someone trying it added by hand.
 * Answers why not, or null.
 */
export function moreThanDemo(rows: YearVolumes & { yearSeeded: boolean }): string | null {
  if (rows.yearSeeded) return 'it was given a year of data before';
  const limits: Partial<YearVolumes> = {
    messages: seedMessages.length + 50,
    news: seedNews.length + 20,
    jobs: seedJobs.length + 20,
    applications: 50,
    visitors: 1_000,
    activity: 500,
    media: 50,
    pageVersions: 50,
  };
  const over = Object.entries(limits).filter(([table, limit]) => rows[table as YearTable] > limit!);
  return over.length === 0
    ? null
    : `it already holds ${over.map(([table]) => `${rows[table as YearTable]} ${table}`).join(', ')}`;
}

/** Marks the database as given a year (and as seeded, so the demo seed stays away). */
export async function markYearSeeded(tx: Db, end: number, scale: number): Promise<void> {
  await run(
    tx,
    `INSERT INTO app_meta (key, value) VALUES ('${YEAR_SEEDED_KEY}', ${lit(JSON.stringify({ at: new Date(end).toISOString(), scale }))}),
       ('demo_seeded', ${lit(new Date(end).toISOString())})
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value WHERE app_meta.key = '${YEAR_SEEDED_KEY}'`,
  );
}
