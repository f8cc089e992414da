import { cvPdf } from './cv-pdf';
import { COVER_LETTERS, COVER_MIDDLES } from './job-words';
import { leadSourceColumns } from './lead-sources';
import { bytesLit, tsLit } from './literals';
import { mix, pick } from './mix';
import { ENQUIRY_SHAPE, moments } from './moments';
import { maxId } from './statements';
import { SPAN_DAYS } from './volumes';
import type { YearContext } from './year-context';
import { DOMAINS, FIRST_NAMES, LAST_NAMES } from './words';

/**
 * Applications, each to a job open that day (of those after `jobBase`), with a CV, and for
 * some where the applicant came from. Answers the highest id before them.
 */
export async function addApplications(
  { tx, volumes, end, add }: YearContext,
  jobBase: number,
): Promise<number> {
  const applicationBase = await maxId(tx, 'applications');
  const applicantFirst = pick(FIRST_NAMES, 'a.k', 121);
  const applicantLast = pick(LAST_NAMES, 'a.k', 122);
  const ageA = `extract(epoch FROM ${tsLit(end)} - a.ts) / 86400`;
  await add(
    'applications',
    `INSERT INTO applications (id, created_at, job_id, job_title, full_name, user_email, phone_number, cover_letter, status, cv, cv_type, cv_name)
     SELECT ${applicationBase} + a.k, a.ts, job.id, job.title,
       ${applicantFirst} || ' ' || ${applicantLast},
       lower(${applicantFirst}) || '.' || lower(${applicantLast}) || (${mix('a.k', 123)} % 90 + 10)::text || '@' || ${pick(DOMAINS, 'a.k', 124)},
       '+44 7700 900' || lpad((${mix('a.k', 125)} % 1000)::text, 3, '0'),
       ${pick(COVER_LETTERS, 'a.k', 126)} || ${pick(COVER_MIDDLES, 'a.k', 127)},
       CASE WHEN ${ageA} < 5 AND ${mix('a.k', 128)} % 10 < 8 THEN 'new'
         ELSE (ARRAY['reviewed', 'reviewed', 'rejected', 'rejected', 'shortlisted', 'new'])[1 + ${mix('a.k', 129)} % 6] END,
       ${bytesLit(cvPdf())}, 'application/pdf',
       lower(${applicantFirst}) || '-' || lower(${applicantLast}) || '-cv.pdf'
     FROM (SELECT m.k, m.ts, (m.ts AT TIME ZONE 'Europe/London')::date AS day
           FROM ${moments(volumes.applications, SPAN_DAYS.applications, end, ENQUIRY_SHAPE, 120)} AS m) AS a
     CROSS JOIN LATERAL (
       SELECT id, title FROM jobs WHERE id > ${jobBase}
       ORDER BY (start_date <= a.day AND end_date >= a.day) DESC, start_date <= a.day DESC,
         ${mix('id + a.k', 130)}
       LIMIT 1
     ) AS job`,
  );
  await add(
    'leadSources',
    `INSERT INTO lead_sources (kind, ref_id, created_at, landing_page, referrer, utm_source, utm_medium, utm_campaign)
     SELECT 'application', a.id, a.created_at, ${leadSourceColumns('a.id', 140)}
     FROM applications a WHERE a.id > ${applicationBase} AND ${mix('a.id', 139)} % 100 < 30
     ON CONFLICT DO NOTHING`,
  );
  return applicationBase;
}
