import { JOB_PLACES, JOB_VARIANTS, ROLES } from './job-words';
import { arr, esc } from './literals';
import { mix, pick } from './mix';
import { moments, OFFICE_SHAPE } from './moments';
import { maxId } from './statements';
import { SPAN_DAYS } from './volumes';
import type { YearContext } from './year-context';

/** Jobs: posted through the year, each open three to eight weeks. Answers the highest id before. */
export async function addJobs({ tx, volumes, end, add }: YearContext): Promise<number> {
  const jobBase = await maxId(tx, 'jobs');
  const role = `(${mix('j.k', 111)} % ${ROLES.length} + 1)`;
  const roleHtml = (items: (r: (typeof ROLES)[number]) => string) =>
    `(${arr(ROLES.map((r) => items(r)))})[${role}]`;
  await add(
    'jobs',
    `INSERT INTO jobs (id, title, description, requirements, start_date, end_date, created_at)
     SELECT ${jobBase} + j.k,
       (${arr(ROLES.map((r) => r.title))})[${role}] || ${pick(JOB_VARIANTS, 'j.k', 112)},
       '<p>' || ${roleHtml((r) => esc(r.duties))} || ' Based at ' || ${pick(JOB_PLACES, 'j.k', 113)} || '.</p><p>You will join our ' || ${roleHtml((r) => r.team)} || ' team, with training from your first week and a named mentor.</p>',
       ${roleHtml((r) => `<ul>${r.needs.map((need) => `<li>${esc(need)}</li>`).join('')}</ul>`)},
       (j.ts AT TIME ZONE 'Europe/London')::date,
       (j.ts AT TIME ZONE 'Europe/London')::date + (21 + ${mix('j.k', 114)} % 36)::int,
       j.ts
     FROM ${moments(volumes.jobs, SPAN_DAYS.jobs, end, OFFICE_SHAPE, 110)} AS j`,
  );
  return jobBase;
}
