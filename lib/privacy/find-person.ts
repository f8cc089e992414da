import 'server-only';
import type { Backend } from '@/lib/backend/backend';
import type { Message } from '@/lib/domain/message';
import type { Application } from '@/lib/domain/application';
import { applicationsFrom } from '@/lib/applications/store';
import type { Db } from '@/lib/own-data/db/client';
import { findFirmMessages } from './firm-messages';
import { findEmails, findLeadSources } from './own-records';
import type { Counts, Remaining } from '@/lib/domain/privacy-request';
import type { EmailRecord, Finding, FoundItem, LeadSourceRecord } from './schema';

/** Where one person's data is: the Backend (the firm's messages) and our own database. */
export type PrivacyStores = { backend: Backend; db: Db };

/** Everything held about one person, in clean shapes (never rows). */
export type PersonData = {
  address: string;
  mode: Backend['kind'];
  messages: Message[];
  /** Why the firm's messages may be incomplete (upstream: the list could not all be read). */
  messagesUnread: Remaining | null;
  applications: Application[];
  leadSources: LeadSourceRecord[];
  emails: EmailRecord[];
};

export async function findPerson(stores: PrivacyStores, address: string): Promise<PersonData> {
  const [firm, applications, emails] = await Promise.all([
    findFirmMessages(stores.backend, address),
    applicationsFrom(address),
    findEmails(stores.db, address),
  ]);
  const leadSources = await findLeadSources(
    stores.db,
    firm.messages.map((message) => message.id),
    applications.map((application) => application.id),
  );
  return {
    address,
    mode: stores.backend.kind,
    messages: firm.messages,
    messagesUnread: firm.unread,
    applications,
    leadSources,
    emails,
  };
}

const item = (id: number, date: string, label: string): FoundItem => ({ id, date, label });

/** What the screen shows: enough of each item to recognise it, nothing of what was written. */
export function toFinding(data: PersonData): Finding {
  return {
    email: data.address,
    mode: data.mode,
    messagesComplete: data.messagesUnread === null,
    groups: {
      messages: data.messages.map((m) =>
        item(m.id, m.created_at, m.service_of_interest ?? 'Enquiry'),
      ),
      replies: data.messages.flatMap((m) =>
        m.replies.map((reply) => item(reply.id, reply.created_at, `Reply to enquiry ${m.id}`)),
      ),
      applications: data.applications.map((a) =>
        item(a.id, a.created_at, `${a.job_title} (CV: ${a.cv_name})`),
      ),
      lead_sources: data.leadSources.map((s) =>
        item(s.ref_id, s.created_at, `Source of ${s.kind} ${s.ref_id}`),
      ),
      emails: data.emails.map((e) => item(e.id, e.created_at, `${e.kind}, ${e.status}`)),
    },
  };
}

export const countsOf = (finding: Finding): Counts => ({
  messages: finding.groups.messages.length,
  replies: finding.groups.replies.length,
  applications: finding.groups.applications.length,
  lead_sources: finding.groups.lead_sources.length,
  emails: finding.groups.emails.length,
});
