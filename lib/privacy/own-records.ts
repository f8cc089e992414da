import 'server-only';
import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { leadSources, outbox, type LeadSourceRow, type OutboxRow } from '@/lib/own-data/db/schema';
import { sameAddress } from '@/lib/own-data/db/address-match';
import type { EmailRecord, LeadSourceRecord } from './schema';

// What our own database holds about one person besides their applications: where their
// enquiries and applications came from, and the e-mails sent to them or about them.

/**
 * The e-mails to the person (acknowledgements, replies) or about them (Reply-To is theirs).
 * Account mails (invitations, reset links, sign-in warnings) are the back office's own and are
 * left out of find, export and erase: an export must never hand anyone a team member's mail.
 */
export const emailsOf = (address: string): SQL =>
  and(
    ne(outbox.kind, 'account'),
    or(sameAddress(outbox.to, address), sameAddress(outbox.replyTo, address)),
  )!;

/** The sources of these enquiries and applications. */
export function sourcesOf(messageIds: number[], applicationIds: number[]): SQL | undefined {
  const of = (kind: 'message' | 'application', ids: number[]) =>
    ids.length > 0 ? and(eq(leadSources.kind, kind), inArray(leadSources.refId, ids)) : undefined;
  const parts = [of('message', messageIds), of('application', applicationIds)].filter(Boolean);
  return parts.length > 0 ? or(...parts) : undefined;
}

const reshapeSource = (row: LeadSourceRow): LeadSourceRecord => ({
  kind: row.kind,
  ref_id: row.refId,
  created_at: row.createdAt.toISOString(),
  landing_page: row.landingPage,
  referrer: row.referrer,
  utm_source: row.utmSource,
  utm_medium: row.utmMedium,
  utm_campaign: row.utmCampaign,
});

// The sender's bookkeeping (attempts, claims, errors) means nothing to the person, and the
// attachment is the CV the export holds already: left out.
const emailColumns = {
  id: outbox.id,
  createdAt: outbox.createdAt,
  kind: outbox.kind,
  to: outbox.to,
  replyTo: outbox.replyTo,
  subject: outbox.subject,
  text: outbox.text,
  attachmentName: outbox.attachmentName,
  sentAt: outbox.sentAt,
  failedAt: outbox.failedAt,
};
type EmailRow = Pick<OutboxRow, keyof typeof emailColumns>;

const reshapeEmail = (row: EmailRow): EmailRecord => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  kind: row.kind,
  to: row.to,
  reply_to: row.replyTo,
  subject: row.subject,
  text: row.text,
  attachment_name: row.attachmentName,
  status: row.sentAt ? 'sent' : row.failedAt ? 'failed' : 'queued',
});

export async function findLeadSources(db: Db, messageIds: number[], applicationIds: number[]) {
  const where = sourcesOf(messageIds, applicationIds);
  if (!where) return [];
  const rows = await db.select().from(leadSources).where(where).orderBy(leadSources.createdAt);
  return rows.map(reshapeSource);
}

export async function findEmails(db: Db, address: string): Promise<EmailRecord[]> {
  const rows = await db
    .select(emailColumns)
    .from(outbox)
    .where(emailsOf(address))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  return rows.map(reshapeEmail);
}
