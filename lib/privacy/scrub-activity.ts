import 'server-only';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { activityLog } from '@/lib/own-data/db/schema';
import { sameAddress } from '@/lib/own-data/db/address-match';

/** What the log shows in place of an erased person's address or name. */
export const ERASED = '(erased)';

const about = (kind: 'reply' | 'application-status', ids: number[]): SQL | undefined =>
  ids.length > 0
    ? and(eq(activityLog.kind, kind), inArray(activityLog.itemId, ids.map(String)))
    : undefined;

/**
 * Takes the person out of the activity log, in the erasure's transaction: sign-ins refused for
 * their address (with no account of its own) keep "(erased)" for who typed it, and entries about
 * their enquiries and applications lose their title (entries written before the log stopped
 * naming visitors held the name there). What was done, when and by whom stays.
 */
export async function scrubActivity(
  tx: Db,
  address: string,
  erased: { messageIds: number[]; applicationIds: number[] },
): Promise<void> {
  await tx
    .update(activityLog)
    .set({ actorName: ERASED, actorEmail: ERASED })
    .where(
      and(
        eq(activityLog.kind, 'failed-sign-in'),
        isNull(activityLog.accountId),
        sameAddress(activityLog.actorEmail, address),
      ),
    );
  const items = [
    about('reply', erased.messageIds),
    about('application-status', erased.applicationIds),
  ].filter((part): part is SQL => part !== undefined);
  if (items.length > 0)
    await tx
      .update(activityLog)
      .set({ itemTitle: null })
      .where(or(...items));
}
