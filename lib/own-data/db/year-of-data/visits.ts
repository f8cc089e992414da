import { mix } from './mix';
import { moments, VISIT_SHAPE } from './moments';
import { maxId } from './statements';
import { SPAN_DAYS } from './volumes';
import type { YearContext } from './year-context';

/** The year's visits, from a pool of returning visitors' addresses. */
export async function addVisits({ tx, volumes, end, add }: YearContext): Promise<void> {
  // Visits: one insert per million, so PGlite's memory stays flat.
  const visitBase = await maxId(tx, 'visitors');
  const pool = Math.max(50, Math.round(volumes.visitors * 0.22));
  // Addresses from ranges reserved for documentation and benchmarks (198.18.0.0/15,
  // 2001:db8::/32): realistic in shape, nobody's real address. A pool of returning visitors.
  await add(
    'visitors',
    `INSERT INTO visitors (id, created_at, ip_address)
     SELECT ${visitBase} + k, ts,
       CASE WHEN visitor % 4 = 0
         THEN '2001:db8:' || to_hex(visitor % 65536) || ':' || to_hex(visitor / 65536 % 65536 + 1) || '::' || to_hex(visitor % 251 + 1)
         ELSE '198.' || (18 + visitor / 65536 % 2) || '.' || (visitor / 256 % 256) || '.' || (visitor % 254 + 1)
       END
     FROM (SELECT v.k, v.ts, ${mix('v.k', 31)} % ${pool} AS visitor
           FROM ${moments(volumes.visitors, SPAN_DAYS.visitors, end, VISIT_SHAPE, 30)} AS v) AS visits`,
  );
}
