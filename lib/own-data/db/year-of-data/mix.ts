import { arr } from './literals';

/** A number 0..2^31 from (x, salt), the same in every database: the rows' only randomness. */
export const mix = (x: string, salt: number) => `pg_temp.mix((${x})::bigint, ${salt})`;

/** One item of a text array by a hash of x. */
export const pick = (items: readonly string[], x: string, salt: number) =>
  `(${arr(items)})[1 + ${mix(x, salt)} % ${items.length}]`;

/** Creates mix()'s function for the transaction's session (dropped at its end). */
export const MIX_FUNCTION = `CREATE OR REPLACE FUNCTION pg_temp.mix(x bigint, salt integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$
    SELECT (((((x * 40503 + salt * 2654435 + 12345) % 2147483647)
      # (((x * 40503 + salt * 2654435 + 12345) % 2147483647) >> 11)) * 48271) % 2147483647)
  $$`;

export const DROP_MIX_FUNCTION = 'DROP FUNCTION pg_temp.mix(bigint, integer)';
