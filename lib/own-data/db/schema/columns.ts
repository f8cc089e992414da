// Column types the tables share; not re-exported by index.ts, which lists only tables and rows.
import { customType } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
