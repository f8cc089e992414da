import 'server-only';
import { getBackend } from '@/lib/backend';
import type { ContactInput } from '@/lib/domain/contact-input';
import type { LeadSource } from '@/lib/domain/lead-source';
import type { CreatedMessage } from '@/lib/domain/message';
import { enquiryMails } from '@/lib/mail/lead-mails';
import { storeWithMails } from './store-with-mails';

/**
 * The contact form's enquiry: stored with where it came from and the e-mails it causes (the
 * firm's notification, the visitor's acknowledgement), all or none of them where one database
 * holds them (./store-with-mails.ts).
 */
export async function receiveEnquiry(
  input: ContactInput,
  source: LeadSource | null,
): Promise<CreatedMessage> {
  const backend = await getBackend();
  // Composed before the write: they read rate limits and the company details, which must not
  // wait on the embedded database's one connection while the write's transaction holds it.
  const mails = await enquiryMails(input);
  return storeWithMails(backend, () => backend.createMessage(input, source), mails);
}
