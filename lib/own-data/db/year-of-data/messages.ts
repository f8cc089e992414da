import { services } from '@/lib/content/services';
import { ASKS, FOLLOW_UPS, GENERIC_NEEDS, NEEDS, OPENERS, REPLIES, TIMINGS } from './enquiry-words';
import { leadSourceColumns } from './lead-sources';
import { arr, intArr, tsLit } from './literals';
import { mix, pick } from './mix';
import { ENQUIRY_SHAPE, moments } from './moments';
import { maxId } from './statements';
import type { Team } from './team';
import { SPAN_DAYS } from './volumes';
import type { YearContext } from './year-context';
import { CITIES, DOMAINS, FIRST_NAMES, LAST_NAMES, SECTORS, SIZES } from './words';

/**
 * The year's enquiries, with the team's replies, read marks and, for about a third, where they
 * came from. Answers the highest message id before them.
 */
export async function addMessages(context: YearContext, { names }: Team): Promise<number> {
  const { tx, volumes, end, add } = context;
  const slugs = services.map((service) => service.slug);
  const titles = services.map((service) => service.title);
  // The popular services come up more often.
  const serviceWeights = slugs.map((slug) =>
    /call|recruit/.test(slug) ? 6 : /consult|business|back-office|admin/.test(slug) ? 3 : 1,
  );
  const weighted = serviceWeights.flatMap((weight, index) => Array(weight).fill(index + 1));
  const needs = slugs.flatMap((slug) => NEEDS[slug] ?? GENERIC_NEEDS);
  const messageBase = await maxId(tx, 'messages');
  const first = pick(FIRST_NAMES, 'm.k', 41);
  const last = pick(LAST_NAMES, 'm.k', 42);
  const serviceIndex = `(${intArr(weighted)})[1 + ${mix('m.k', 43)} % ${weighted.length}]`;
  const opener = `replace(replace(replace(${pick(OPENERS, 'm.k', 44)}, '{size}', ${pick(SIZES, 'm.k', 45)}), '{sector}', ${pick(SECTORS, 'm.k', 46)}), '{city}', ${pick(CITIES, 'm.k', 47)})`;
  await add(
    'messages',
    `INSERT INTO messages (id, created_at, full_name, user_email, "user", phone_number, service_of_interest, description)
     SELECT ${messageBase} + k, ts, first || ' ' || last, email, first || ' ' || last, phone, (${arr(titles)})[svc],
       opener || ' ' || (${arr(needs)})[(svc - 1) * 2 + 1 + ${mix('k', 48)} % 2] || ' ' || ask || timing
     FROM (
       SELECT m.k, m.ts, ${first} AS first, ${last} AS last, ${serviceIndex} AS svc, ${opener} AS opener,
         ${pick(ASKS, 'm.k', 49)} AS ask, ${pick(TIMINGS, 'm.k', 50)} AS timing,
         CASE WHEN ${mix('m.k', 51)} % 5 < 3
           THEN lower(left(${first}, 1)) || '.' || lower(${last}) || '@' || lower(replace(${pick(SECTORS, 'm.k', 46)}, ' ', '-')) || '.example'
           ELSE lower(${first}) || '.' || lower(${last}) || (CASE WHEN ${mix('m.k', 52)} % 3 = 0 THEN (${mix('m.k', 53)} % 90 + 10)::text ELSE '' END) || '@' || ${pick(DOMAINS, 'm.k', 54)}
         END AS email,
         CASE WHEN ${mix('m.k', 55)} % 3 = 0
           THEN '+44 121 496 0' || lpad((${mix('m.k', 56)} % 1000)::text, 3, '0')
           ELSE '+44 7700 900' || lpad((${mix('m.k', 56)} % 1000)::text, 3, '0')
         END AS phone
       FROM ${moments(volumes.messages, SPAN_DAYS.messages, end, ENQUIRY_SHAPE, 40)} AS m
     ) AS composed`,
  );
  // Most are answered, within a working day or two; the newest less often yet.
  const age = `extract(epoch FROM ${tsLit(end)} - m.created_at) / 86400`;
  const replyAt = `m.created_at + (20 + ${mix('m.id', 61)} % 1800) * interval '1 minute'`;
  const replied = `(${mix('m.id', 60)} % 100 < CASE WHEN ${age} < 2 THEN 35 WHEN ${age} < 7 THEN 70 ELSE 88 END)`;
  const inMessages = `m.id > ${messageBase}`;
  await add(
    'replies',
    `INSERT INTO replies (message_id, created_at, "user", user_email, reply_text, admin_user)
     SELECT m.id, ${replyAt}, m.full_name, m.user_email,
       'Thank you, ' || split_part(m.full_name, ' ', 1) || '. ' || ${pick(REPLIES, 'm.id', 62)},
       (${arr(names)})[(ARRAY[4, 4, 4, 1, 2])[1 + ${mix('m.id', 63)} % 5]]
     FROM messages m WHERE ${inMessages} AND ${replied} AND ${replyAt} < ${tsLit(end)}
     ORDER BY m.id`,
  );
  const followAt = `m.created_at + (3 + ${mix('m.id', 64)} % 10) * interval '1 day'`;
  await add(
    'replies',
    `INSERT INTO replies (message_id, created_at, "user", user_email, reply_text, admin_user)
     SELECT m.id, ${followAt}, m.full_name, m.user_email, ${pick(FOLLOW_UPS, 'm.id', 65)},
       (${arr(names)})[(ARRAY[4, 1])[1 + ${mix('m.id', 63)} % 2]]
     FROM messages m WHERE ${inMessages} AND ${replied} AND ${mix('m.id', 66)} % 100 < 12
       AND ${followAt} < ${tsLit(end)}
     ORDER BY m.id`,
  );
  // Read: everything answered, most of the rest once it is a few days old.
  await add(
    'messageReads',
    `INSERT INTO message_reads (message_id, read_at)
     SELECT m.id, m.created_at + (5 + ${mix('m.id', 67)} % 600) * interval '1 minute'
     FROM messages m
     WHERE ${inMessages} AND m.created_at + interval '10 hours' < ${tsLit(end)}
       AND (EXISTS (SELECT 1 FROM replies r WHERE r.message_id = m.id) OR (${age} > 3 AND ${mix('m.id', 68)} % 10 < 9))
     ON CONFLICT (message_id) DO NOTHING`,
  );
  await add(
    'leadSources',
    `INSERT INTO lead_sources (kind, ref_id, created_at, landing_page, referrer, utm_source, utm_medium, utm_campaign)
     SELECT 'message', m.id, m.created_at, ${leadSourceColumns('m.id', 70)}
     FROM messages m WHERE ${inMessages} AND ${mix('m.id', 69)} % 100 < 35
     ON CONFLICT DO NOTHING`,
  );
  return messageBase;
}
