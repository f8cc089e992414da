import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { outbox, type OutboxRow } from '@/lib/own-data/db/schema';
import { seal } from '@/lib/config/seal';
import type { MailDraft } from '@/lib/domain/mail-draft';

/** How long one instance holds a mail it is sending before another may try it. */
const CLAIM_MS = 2 * 60_000;
/** Retries: 15 s, 30 s, 1 min, … at most 30 min apart, for 24 h after the mail was written. */
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 30 * 60_000;
const GIVE_UP_AFTER = '24 hours';

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** Writes mails to the outbox, inside the caller's transaction when it passes one. */
export async function enqueueMails(db: Db, drafts: (MailDraft | null)[]): Promise<void> {
  const rows = drafts.filter((draft): draft is MailDraft => draft !== null);
  if (rows.length === 0) return;
  await db.insert(outbox).values(
    rows.map((draft) => ({
      kind: draft.kind,
      to: draft.to,
      replyTo: draft.replyTo ?? null,
      subject: draft.subject,
      text: draft.text,
      link: draft.link ? seal(draft.link, 'mail-link') : null,
      attachmentName: draft.attachment?.name ?? null,
      attachmentType: draft.attachment?.contentType ?? null,
      attachment: draft.attachment?.bytes ?? null,
    })),
  );
}

const pending = and(isNull(outbox.sentAt), isNull(outbox.failedAt));

/**
 * Claims up to `limit` due mails for this instance. One statement, and the rows are chosen
 * FOR UPDATE SKIP LOCKED: two instances on one PostgreSQL never claim the same mail.
 */
export async function claimDueMails(db: Db, limit = 10): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        pending,
        sql`${outbox.nextAttemptAt} <= now()`,
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      claimedUntil: sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: sql`now()`,
      claimedUntil: null,
      lastError: null,
      attachment: null,
      link: null,
    })
    .where(eq(outbox.id, id));
}

/**
 * A failed attempt: tried again after the backoff, or given up once the mail is 24 h old or the
 * server refused it for good (a 5xx answer, such as an unknown mailbox).
 */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  permanent = false,
): Promise<void> {
  const giveUp = permanent
    ? sql`true`
    : sql`${outbox.createdAt} < now() - ${GIVE_UP_AFTER}::interval`;
  await db
    .update(outbox)
    .set({
      lastError: error.slice(0, 500),
      claimedUntil: null,
      nextAttemptAt: sql`now() + ${`${retryDelayMs(row.attempts)} milliseconds`}::interval`,
      failedAt: sql`CASE WHEN ${giveUp} THEN now() ELSE NULL END`,
      link: sql`CASE WHEN ${giveUp} THEN NULL ELSE ${outbox.link} END`,
    })
    .where(eq(outbox.id, row.id));
}

/** For the dashboard: mails waiting to be sent, and the newest error of a day's unsent mails. */
export async function outboxStatus(
  db: Db | null = null,
): Promise<{ waiting: number; lastError: string | null }> {
  db ??= await ownDatabase();
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(outbox)
    .where(pending);
  const [failing] = await db
    .select({ error: outbox.lastError })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNotNull(outbox.lastError),
        sql`${outbox.createdAt} > now() - ${GIVE_UP_AFTER}::interval`,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  return { waiting: Number(count?.value ?? 0), lastError: failing?.error ?? null };
}
