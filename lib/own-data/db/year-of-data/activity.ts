import {
  ACTIVITY_DOERS,
  ACTIVITY_KINDS,
  activityItemId,
  activityItemTitle,
  activitySummary,
} from './activity-kinds';
import { arr, intArr, lit } from './literals';
import { mediaId } from './media';
import { mix, pick } from './mix';
import { moments, OFFICE_SHAPE } from './moments';
import type { PageCopy } from './page-copies';
import { teamEmail, TEAM, type Team } from './team';
import { SPAN_DAYS } from './volumes';
import type { YearContext } from './year-context';

/** The highest ids (media: the count) before the year's rows, which entries point into. */
export type YearBases = {
  messageBase: number;
  newsBase: number;
  jobBase: number;
  applicationBase: number;
  mediaBase: number;
};

/** The activity log: what the team did, with the items they did it to. */
export async function addActivity(
  { volumes, end, add }: YearContext,
  bases: YearBases,
  pages: PageCopy[],
  team: Team,
): Promise<void> {
  const { messageBase, newsBase, jobBase, applicationBase, mediaBase } = bases;
  const kindList = ACTIVITY_KINDS.flatMap(([kind, weight]) => Array(weight).fill(kind) as string[]);
  const kindCase = (value: (kind: string) => string) =>
    `CASE kind ${ACTIVITY_KINDS.map(([kind]) => `WHEN ${lit(kind)} THEN ${value(kind)}`).join(' ')} END`;
  const whoExpr = kindCase(
    (kind) =>
      `(${intArr(ACTIVITY_DOERS[kind]!)})[1 + ${mix('k', 152)} % ${ACTIVITY_DOERS[kind]!.length}]`,
  );
  const items = {
    messageRef: `${messageBase} + 1 + ${mix('k', 153)} % ${volumes.messages}`,
    newsRef: `${newsBase} + 1 + ${mix('k', 154)} % ${volumes.news}`,
    jobRef: `${jobBase} + 1 + ${mix('k', 155)} % ${volumes.jobs}`,
    applicationRef: `${applicationBase} + 1 + ${mix('k', 156)} % ${volumes.applications}`,
    mediaRef: mediaId(`${mediaBase} + 1 + ${mix('k', 157)} % ${volumes.media}`),
    pageKeys: pages.length > 0 ? pages.map((p) => p.key) : ['home'],
    pageTitles: pages.length > 0 ? pages.map((p) => p.title) : ['Home'],
  };
  const emails = arr(TEAM.map((m) => teamEmail(m.name)));
  await add(
    'activity',
    `INSERT INTO activity_log (created_at, account_id, actor_name, actor_email, kind, summary, item_id, item_title, success)
     SELECT ts, CASE WHEN kind = 'failed-sign-in' AND ${mix('k', 177)} % 3 = 0 THEN NULL ELSE (${`ARRAY[${team.ids.join(',')}]::int[]`})[who + 1] END,
       CASE WHEN kind = 'failed-sign-in' THEN (${emails})[who + 1] ELSE (${arr(team.names)})[who + 1] END,
       (${emails})[who + 1],
       kind, ${kindCase(activitySummary)}, ${kindCase((kind) => activityItemId(kind, items))},
       ${kindCase((kind) => activityItemTitle(kind, items))}, kind <> 'failed-sign-in'
     FROM (
       SELECT k, ts, kind, ${whoExpr} AS who
       FROM (
         SELECT e.k, e.ts, ${pick(kindList, 'e.k', 151)} AS kind
         FROM ${moments(volumes.activity, SPAN_DAYS.activity, end, OFFICE_SHAPE, 150)} AS e
       ) AS kinded
     ) AS e
     ORDER BY ts, k`,
  );
}
