import { intArr, tsLit } from './literals';
import { mix } from './mix';

// Relative weight of each hour of the day on UK time: quiet nights, a working-day plateau.
const HOUR_WEIGHTS = [
  3, 2, 1, 1, 1, 2, 4, 8, 14, 18, 20, 20, 18, 19, 20, 19, 17, 14, 11, 10, 9, 8, 6, 4,
];
const OFFICE_HOUR_WEIGHTS = [
  0, 0, 0, 0, 0, 0, 1, 4, 12, 20, 20, 18, 14, 16, 18, 17, 14, 9, 4, 2, 1, 1, 0, 0,
];

export type Shape = { hours: number[]; saturday: number; sunday: number; growth: number };
export const VISIT_SHAPE: Shape = {
  hours: HOUR_WEIGHTS,
  saturday: 0.45,
  sunday: 0.35,
  growth: 1.4,
};
export const ENQUIRY_SHAPE: Shape = {
  hours: HOUR_WEIGHTS,
  saturday: 0.3,
  sunday: 0.25,
  growth: 1.2,
};
export const OFFICE_SHAPE: Shape = {
  hours: OFFICE_HOUR_WEIGHTS,
  saturday: 0.04,
  sunday: 0.02,
  growth: 0.6,
};

/**
 * `n` moments over the `days` before `end` (a whole hour), numbered k = 1..n in time order: each
 * hour gets its share of n by its weight (the hour of the day and the day of the week on UK
 * time, a quiet Christmas, growth over the year, a little noise), then its rows are spread
 * evenly through it. Columns: k, ts.
 *
 * Each `OFFSET 0` keeps its subquery from being merged into the one above, which would work out
 * the same value again per use: the UK time four times per hour, each hour's weight once per
 * window, its first row and count once per row written. About half of this function's time.
 */
export function moments(n: number, days: number, end: number, shape: Shape, salt: number): string {
  const hours = days * 24;
  const local = 'local';
  const weight = `round(1000
      * (1 + ${shape.growth} * h / ${hours})
      * CASE extract(isodow FROM ${local}) WHEN 6 THEN ${shape.saturday} WHEN 7 THEN ${shape.sunday} ELSE 1 END
      * CASE WHEN to_char(${local}, 'MMDD') BETWEEN '1224' AND '1231' OR to_char(${local}, 'MMDD') = '0101' THEN 0.3 ELSE 1 END
      * (${intArr(shape.hours)})[extract(hour FROM ${local})::int + 1]
      * (0.75 + (${mix('h', salt)} % 500) / 1000.0))::bigint`;
  return `(SELECT s.first + g.k AS k,
      s.slot + ((g.k - 1 + (${mix('s.first + g.k', salt + 1)} % 1000) / 1000.0) * 3600.0 / s.cnt)
        * interval '1 second' AS ts
    FROM (
      SELECT slot, floor(${n} * (cum - w) / total)::bigint AS first,
        floor(${n} * cum / total)::bigint - floor(${n} * (cum - w) / total)::bigint AS cnt
      FROM (
        SELECT slot, w, sum(w) OVER (ORDER BY h) AS cum, sum(w) OVER () AS total
        FROM (
          SELECT h, slot, ${weight} AS w
          FROM (SELECT h, slot, slot AT TIME ZONE 'Europe/London' AS local
                FROM (SELECT h, ${tsLit(end)} - (${hours} - h) * interval '1 hour' AS slot
                      FROM generate_series(0, ${hours - 1}) AS h) AS hourly
                OFFSET 0) AS localised
          OFFSET 0
        ) AS weighted
      ) AS cumulative
      OFFSET 0
    ) AS s
    CROSS JOIN LATERAL generate_series(1, s.cnt) AS g(k))`;
}
