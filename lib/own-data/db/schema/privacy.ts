// People's requests about their data (export, erasure), kept without the data.
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { REQUEST_KINDS, type Counts, type Remaining } from '@/lib/domain/privacy-request';

/**
 * Requests about one person's data, exported or erased (docs/personal-data.md). The person is
 * kept only as a keyed hash of the address (lib/privacy/address-hash.ts), so a later request
 * for the same address is recognised without the address being stored; nothing of the data is
 * kept, only how much there was of each kind and what an erasure could not remove.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    addressHash: text('address_hash').notNull(),
    counts: jsonb('counts').$type<Counts>().notNull(),
    remaining: jsonb('remaining').$type<Remaining[]>().notNull().default([]),
  },
  (table) => [
    index('privacy_requests_created_at_idx').on(table.createdAt),
    index('privacy_requests_address_hash_idx').on(table.addressHash),
  ],
);

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
