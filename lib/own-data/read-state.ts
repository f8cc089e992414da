import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { messageReads } from '@/lib/own-data/db/schema';

// Which messages the admin has opened. The firm's API has no such state, so it is the product's
// own data (docs/design.md), keyed by the message's id in whichever Backend holds it. Every function
// takes the database for tests; the server leaves it out and gets its own database.

const database = async (db?: Db): Promise<Db> => db ?? (await ownDatabase());

export async function markMessagesRead(ids: readonly number[], db?: Db): Promise<void> {
  if (ids.length === 0) return;
  const target = await database(db);
  await target
    .insert(messageReads)
    .values([...new Set(ids)].map((messageId) => ({ messageId })))
    // Opened again: the first opening is the one kept.
    .onConflictDoNothing();
}

/** Marks one message read: opened, expanded, or replied to. */
export const markMessageRead = (id: number, db?: Db) => markMessagesRead([id], db);

export async function markMessageUnread(id: number, db?: Db): Promise<void> {
  await (await database(db)).delete(messageReads).where(eq(messageReads.messageId, id));
}

export async function setMessageRead(id: number, read: boolean, db?: Db): Promise<void> {
  await (read ? markMessageRead(id, db) : markMessageUnread(id, db));
}

/** A removed message leaves no read state behind. */
export const forgetMessage = markMessageUnread;

/** Those of `ids` that were opened. */
export async function readMessageIds(ids: readonly number[], db?: Db): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const source = await database(db);
  const rows = await source
    .select({ id: messageReads.messageId })
    .from(messageReads)
    .where(inArray(messageReads.messageId, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}
