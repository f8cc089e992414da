import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import {
  applications,
  leadSources,
  messageReads,
  messages,
  outbox,
  replies,
} from '@/lib/own-data/db/schema';
import { sameAddress } from '@/lib/own-data/db/address-match';
import { findPerson, type PrivacyStores } from './find-person';
import { removeFirmMessages } from './firm-messages';
import { emailsOf, sourcesOf } from './own-records';
import { recordRequest } from './request-log';
import { scrubActivity } from './scrub-activity';
import type { PrivacyRequest } from './schema';
import type { Remaining } from '@/lib/domain/privacy-request';

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** Embedded mode: the enquiries and their replies are in our database, so in the transaction. */
async function deleteLocalMessages(tx: Db, address: string) {
  const mine = ids(
    await tx
      .select({ id: messages.id })
      .from(messages)
      .where(sameAddress(messages.userEmail, address)),
  );
  if (mine.length === 0) return { messageIds: [], replies: 0 };
  const removedReplies = await tx
    .delete(replies)
    .where(inArray(replies.messageId, mine))
    .returning({ id: replies.id });
  await tx.delete(messages).where(inArray(messages.id, mine));
  return { messageIds: mine, replies: removedReplies.length };
}

/**
 * Removes everything held about the person and records that it was done. Upstream, the firm's
 * messages go first, one DELETE each (the API has no transaction to join); then everything in
 * our own database goes in one transaction with the record of the request, so the record never
 * claims more than was removed. What the API kept is recorded as remaining: the request is
 * "partial" and can be made again.
 */
export async function erasePerson(stores: PrivacyStores, address: string): Promise<PrivacyRequest> {
  const { backend, db } = stores;
  let firm = { messageIds: [] as number[], replies: 0 };
  const remaining: Remaining[] = [];
  if (backend.kind === 'upstream') {
    const found = await findPerson(stores, address);
    const { removed, remaining: kept } = await removeFirmMessages(backend, found.messages);
    firm = {
      messageIds: ids(removed),
      replies: removed.reduce((sum, message) => sum + message.replies.length, 0),
    };
    remaining.push(...kept, ...(found.messagesUnread ? [found.messagesUnread] : []));
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const local = backend.kind === 'embedded' ? await deleteLocalMessages(tx, address) : firm;
    if (local.messageIds.length > 0) {
      await tx.delete(messageReads).where(inArray(messageReads.messageId, local.messageIds));
    }
    const removedApplications = ids(
      await tx
        .delete(applications)
        .where(sameAddress(applications.userEmail, address))
        .returning({ id: applications.id }),
    );
    const sources = sourcesOf(local.messageIds, removedApplications);
    const removedSources = sources
      ? await tx.delete(leadSources).where(sources).returning({ kind: leadSources.kind })
      : [];
    const removedEmails = await tx
      .delete(outbox)
      .where(emailsOf(address))
      .returning({ id: outbox.id });
    await scrubActivity(tx, address, {
      messageIds: local.messageIds,
      applicationIds: removedApplications,
    });
    return recordRequest(tx, {
      kind: 'erase',
      address,
      counts: {
        messages: local.messageIds.length,
        replies: local.replies,
        applications: removedApplications.length,
        lead_sources: removedSources.length,
        emails: removedEmails.length,
      },
      remaining,
    });
  });
}
