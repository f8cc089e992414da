import 'server-only';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { activityLog } from '@/lib/own-data/db/schema';
import type { ActivityKind } from './kinds';

/** Who did it: an account, or for a failed sign-in the address that was typed (id null). */
export type Actor = { id: number | null; name: string; email: string };

export type ActivityEntry = {
  kind: ActivityKind;
  /** What happened, in a few words: "Replied to a message", "Changed the role to Editor". */
  summary: string;
  itemId?: string | number | null;
  itemTitle?: string | null;
  success?: boolean;
};

/**
 * Adds one entry to the activity log, after what it records has happened. A log that cannot be
 * written is reported on the server's console and does not undo or refuse the work itself.
 */
export async function recordActivity(actor: Actor, entry: ActivityEntry, db?: Db): Promise<void> {
  try {
    const database = db ?? (await ownDatabase());
    await database.insert(activityLog).values({
      accountId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      kind: entry.kind,
      summary: entry.summary,
      itemId: entry.itemId == null ? null : String(entry.itemId),
      itemTitle: entry.itemTitle ?? null,
      success: entry.success ?? true,
    });
  } catch (error) {
    console.error('The activity log could not be written:', error);
  }
}
