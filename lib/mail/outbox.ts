import 'server-only';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { leasedQueue } from '@/lib/own-data/queue/leased-queue';
import { outbox, type OutboxRow } from '@/lib/own-data/db/schema';
import { seal } from '@/lib/config/seal';
import type { MailDraft } from '@/lib/domain/mail-draft';

/**
 * The outbox as a leased queue: a claim lasts 2 min; retries 15 s, 30 s, 1 min, … at most
 * 30 min apart, for 24 h after the mail was written.
 */
const queue = leasedQueue(outbox, {
  claimMs: 2 * 60_000,
  backoff: { firstMs: 15_000, maxMs: 30 * 60_000 },
});
const GIVE_UP_AFTER = '24 hours';

export const retryDelayMs = queue.retryDelayMs;

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

/** Claims up to `limit` due mails for this instance, oldest first (lib/own-data/queue). */
export const claimDueMails = (db: Db, limit = 10): Promise<OutboxRow[]> =>
  queue.claim(db, { where: pending, orderBy: [asc(outbox.id)], limit });

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
  await queue.fail(db, row, error, {
    failedAt: sql`CASE WHEN ${giveUp} THEN now() ELSE NULL END`,
    link: sql`CASE WHEN ${giveUp} THEN NULL ELSE ${outbox.link} END`,
  });
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
