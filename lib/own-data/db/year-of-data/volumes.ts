/** What a year holds at scale 1 (issue 54). */
export const YEAR_VOLUMES = {
  visitors: 1_000_000,
  messages: 50_000,
  news: 2_000,
  jobs: 300,
  applications: 5_000,
  activity: 20_000,
  media: 2_000,
  pageVersions: 200,
} as const;
export type YearTable = keyof typeof YEAR_VOLUMES;
export type YearVolumes = Record<YearTable, number>;

/** The volumes at `scale` (1: the year; 0.01: a test's), at least one row of each. */
export const yearVolumes = (scale: number): YearVolumes =>
  Object.fromEntries(
    Object.entries(YEAR_VOLUMES).map(([table, full]) => [
      table,
      Math.max(1, Math.round(full * scale)),
    ]),
  ) as YearVolumes;

// Spans, in days before `now`: inside the default retention periods (VISIT_RETENTION_DAYS 395,
// APPLICATION_RETENTION_DAYS 180, ACTIVITY_RETENTION_DAYS 365), so the server's first retention
// run keeps (nearly) all of it.
export const SPAN_DAYS = {
  visitors: 393,
  messages: 365,
  news: 365,
  jobs: 365,
  applications: 175,
  activity: 360,
  media: 365,
} as const;
