import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { messages, replies } from '@/lib/own-data/db/schema';
import { notFound } from '@/lib/domain/backend-error';
import type { LeadSource } from '@/lib/domain/lead-source';
import { insertLeadSource } from '@/lib/own-data/leads/source-store';
import { type Page } from '@/lib/domain/paging';
import type { Keyed, ListCursor } from '../backend';
import { type ContactInput } from '@/lib/domain/contact-input';
import {
  type CreatedMessage,
  type Message,
  type MessageFilter,
  type ReplyWrite,
} from '@/lib/domain/message';
import { messageWhere } from './message-filters';
import { anyOf } from '@/lib/own-data/db/any-of';
import { readPage } from '@/lib/own-data/db/paging';
import { rowCount } from '@/lib/own-data/db/row-counts';
import { reshapeMessage } from './reshape';

async function withReplies(db: Db, rows: (typeof messages.$inferSelect)[]): Promise<Message[]> {
  if (rows.length === 0) return [];
  const replyRows = await db
    .select()
    .from(replies)
    .where(
      anyOf(
        replies.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(replies.createdAt, replies.id);
  const repliesOf = new Map<number, typeof replyRows>();
  for (const reply of replyRows) {
    const list = repliesOf.get(reply.messageId);
    if (list) list.push(reply);
    else repliesOf.set(reply.messageId, [reply]);
  }
  return rows.map((row) => reshapeMessage(row, repliesOf.get(row.id) ?? []));
}

export async function listMessages(
  db: Db,
  page: number,
  filter?: MessageFilter,
): Promise<Page<Message>> {
  const where = messageWhere(filter);
  return readPage(
    page,
    async () =>
      where
        ? ((await db.select({ value: count() }).from(messages).where(where))[0]?.value ?? 0)
        : rowCount(db, 'messages'),
    async ({ offset, limit, reversed }) => {
      const order = reversed ? asc : desc;
      return withReplies(
        db,
        await db
          .select()
          .from(messages)
          .where(where)
          .orderBy(order(messages.createdAt), order(messages.id))
          .limit(limit)
          .offset(offset),
      );
    },
  );
}

/**
 * Up to `limit` messages the filter selects after `cursor`, newest first as listMessages pages
 * them, with their replies and cursors: the CSV export's read, with no count and no OFFSET (a
 * year's 50,000 messages took 75 s by pages).
 */
export async function messagesBefore(
  db: Db,
  cursor: ListCursor | null,
  limit: number,
  filter?: MessageFilter,
): Promise<Keyed<Message>[]> {
  const rows = await db
    // The key as the database holds it (microseconds), which a Date would round.
    .select({ row: messages, at: sql<string>`${messages.createdAt}::text` })
    .from(messages)
    .where(
      and(
        messageWhere(filter),
        cursor
          ? sql`(${messages.createdAt}, ${messages.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  const shaped = await withReplies(
    db,
    rows.map(({ row }) => row),
  );
  return shaped.map((item, index) => ({ item, cursor: { at: rows[index]!.at, id: item.id } }));
}

/**
 * The message and where it came from are stored together or not at all. Its e-mails are the use
 * case's (lib/inbox/store-with-mails.ts), in the same transaction when it opened one: this one is
 * then a savepoint of it.
 */
export function createMessage(
  db: Db,
  input: ContactInput,
  source: LeadSource | null = null,
): Promise<CreatedMessage> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(messages)
      .values({
        fullName: input.full_name,
        userEmail: input.userEmail,
        user: input.full_name,
        phoneNumber: input.phone_number,
        serviceOfInterest: input.service_of_interest,
        description: input.description,
      })
      .returning({ id: messages.id });
    const created = { id: row!.id };
    await insertLeadSource(tx, 'message', created.id, source);
    return created;
  });
}

export async function removeMessage(db: Db, id: number): Promise<void> {
  const removed = await db
    .delete(messages)
    .where(eq(messages.id, id))
    .returning({ id: messages.id });
  if (removed.length === 0) throw notFound('Message');
}

/** The reply stored, and the message it answers read back with every reply, in one transaction. */
export function replyToMessage(
  db: Db,
  id: number,
  input: ReplyWrite,
  adminUser: string,
): Promise<Message> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.select().from(messages).where(eq(messages.id, id));
    if (!row) throw notFound('Message');
    await tx.insert(replies).values({
      messageId: id,
      user: row.user ?? row.fullName,
      userEmail: row.userEmail,
      replyText: input.reply_text,
      adminUser: input.admin_user ?? adminUser,
    });
    const [message] = await withReplies(tx, [row]);
    return message!;
  });
}
