import 'server-only';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { messages, replies } from '@/lib/db/schema';
import { notFound } from '../errors';
import { PAGE_SIZE, type ContactInput, type Message, type Page, type ReplyInput } from '../types';
import { offsetOf, reshapeMessage, toPage } from './reshape';

async function withReplies(db: Db, rows: (typeof messages.$inferSelect)[]): Promise<Message[]> {
  if (rows.length === 0) return [];
  const replyRows = await db
    .select()
    .from(replies)
    .where(
      inArray(
        replies.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(replies.createdAt, replies.id);
  return rows.map((row) =>
    reshapeMessage(
      row,
      replyRows.filter((reply) => reply.messageId === row.id),
    ),
  );
}

export async function listMessages(db: Db, page: number): Promise<Page<Message>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
    db.select({ value: count() }).from(messages),
  ]);
  return toPage(await withReplies(db, rows), total?.value ?? 0, page);
}

export async function createMessage(db: Db, input: ContactInput): Promise<void> {
  await db.insert(messages).values({
    fullName: input.full_name,
    userEmail: input.userEmail,
    user: input.full_name,
    phoneNumber: input.phone_number,
    serviceOfInterest: input.service_of_interest,
    description: input.description,
  });
}

export async function removeMessage(db: Db, id: number): Promise<void> {
  const removed = await db
    .delete(messages)
    .where(eq(messages.id, id))
    .returning({ id: messages.id });
  if (removed.length === 0) throw notFound('Message');
}

export async function replyToMessage(
  db: Db,
  id: number,
  input: ReplyInput,
  adminUser: string,
): Promise<Message> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  if (!row) throw notFound('Message');
  await db.insert(replies).values({
    messageId: id,
    user: row.user ?? row.fullName,
    userEmail: row.userEmail,
    replyText: input.reply_text,
    adminUser,
  });
  const [message] = await withReplies(db, [row]);
  return message!;
}
