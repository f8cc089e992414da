import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// One rule for every store: an address matches when it is the same once trimmed and lower-cased
// (the address searched for already is, by addressSchema).

export const isAddress = (value: string | null | undefined, address: string): boolean =>
  value?.trim().toLowerCase() === address;

/** The same rule in SQL, for a column of our own database. */
export const sameAddress = (column: AnyColumn, address: string): SQL =>
  sql`lower(trim(${column})) = ${address}`;
