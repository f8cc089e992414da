import 'server-only';
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/own-data/db/client';

// Work that must happen once, whichever instance gets to it, and never be lost: mails in the
// outbox, scheduled news, scheduled pages. Each is a table of rows with a lease:
// claimed for a while by one instance (FOR UPDATE SKIP LOCKED, so two instances on one
// PostgreSQL never claim the same row), and on failure claimable again after a growing delay.
// An instance that dies mid-work lets its lease run out; another then takes the row.

/** The columns a table needs to be a leased queue. */
export type LeasedTable = PgTable & {
  id: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  claimedUntil: PgColumn;
  lastError: PgColumn;
};

/** Retries after `firstMs`, then twice as long each time, never more than `maxMs` apart. */
export type Backoff = { firstMs: number; maxMs: number };

export const retryDelayMs = (backoff: Backoff, attempts: number) =>
  Math.min(backoff.firstMs * 2 ** Math.max(0, attempts - 1), backoff.maxMs);

export type ClaimOptions = {
  /** Which rows may be claimed, besides being due and unclaimed (a mail not yet sent, say). */
  where?: SQL;
  orderBy: (PgColumn | SQL)[];
  limit: number;
};

export function leasedQueue<T extends LeasedTable>(
  table: T,
  options: { claimMs: number; backoff: Backoff },
) {
  type Row = T['$inferSelect'];
  const lease = sql`now() + ${`${options.claimMs} milliseconds`}::interval`;
  return {
    retryDelayMs: (attempts: number) => retryDelayMs(options.backoff, attempts),

    /** Claims up to `limit` due rows for this instance, counting the attempt: one statement. */
    async claim(db: Db, claim: ClaimOptions): Promise<Row[]> {
      const due = db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(
          and(
            claim.where,
            sql`${table.nextAttemptAt} <= now()`,
            or(isNull(table.claimedUntil), lt(table.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(...claim.orderBy)
        .limit(claim.limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(table as PgTable)
        .set({ claimedUntil: lease, attempts: sql`${table.attempts} + 1` } as never)
        .where(inArray(table.id, due))
        .returning();
      return rows as Row[];
    },

    /**
     * A failed attempt: the lease is let go and the row is claimable again after the backoff.
     * `also`: more columns set in the same statement (the outbox gives a mail up so).
     */
    async fail(
      db: Db,
      row: { id: number; attempts: number },
      error: string,
      also: Record<string, unknown> = {},
    ): Promise<void> {
      const delay = retryDelayMs(options.backoff, row.attempts);
      await db
        .update(table as PgTable)
        .set({
          lastError: error.slice(0, 500),
          claimedUntil: null,
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
          ...also,
        } as never)
        .where(eq(table.id, row.id));
    },
  };
}
