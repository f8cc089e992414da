import 'server-only';
import type { ApplicationFields } from '@/lib/domain/application-fields';
import type { ContactInput } from '@/lib/domain/contact-input';
import type { CreatedMessage, Message } from '@/lib/domain/message';
import type { MailsFor } from '@/lib/domain/mail-draft';
import { companyContact, type CompanyContact } from '@/lib/domain/company-contact';
import { env } from '@/lib/config/env';
import { hitRateLimit, MINUTE, rateLimit } from '@/lib/http/rate-limit';
import { lastKnownCompanyDetails, readCompanyDetails } from '@/lib/own-data/company-details-store';
import {
  acknowledgement,
  applicationNotification,
  enquiryNotification,
  replyMail,
} from './compose';
import type { MailDraft } from '@/lib/domain/mail-draft';

/** One acknowledgement per address per 10 minutes: the forms cannot flood someone's mailbox. */
const ACKNOWLEDGEMENT_LIMIT = rateLimit('acknowledgement', 1, 10 * MINUTE);

const mayAcknowledge = (email: string) => hitRateLimit(ACKNOWLEDGEMENT_LIMIT, email.toLowerCase());

// Without SMTP_URL nothing is queued at all; without NOTIFY_EMAIL the firm is not notified.

/** The details a visitor's mail is signed with: as saved now, else as this process last read. */
const signedWith = async (): Promise<CompanyContact> =>
  companyContact(
    await readCompanyDetails().then(
      (stored) => stored.details,
      () => lastKnownCompanyDetails(),
    ),
  );

export async function enquiryMails(
  input: ContactInput,
): Promise<MailsFor<CreatedMessage> | undefined> {
  const { SMTP_URL, NOTIFY_EMAIL, SITE_URL } = env();
  if (!SMTP_URL) return undefined;
  const acknowledge = await mayAcknowledge(input.userEmail);
  const contact = await signedWith();
  return () => [
    NOTIFY_EMAIL ? enquiryNotification(input, NOTIFY_EMAIL, SITE_URL) : null,
    acknowledge
      ? acknowledgement(
          { name: input.full_name, email: input.userEmail },
          'enquiry',
          [
            `Service: ${input.service_of_interest}`,
            `Phone: ${input.phone_number}`,
            '',
            input.description,
          ],
          contact,
        )
      : null,
  ];
}

export async function applicationMails(
  fields: Omit<ApplicationFields, 'consent' | 'job_id'>,
  job: { title: string },
  cv: NonNullable<MailDraft['attachment']>,
): Promise<(MailDraft | null)[]> {
  const { SMTP_URL, NOTIFY_EMAIL, SITE_URL } = env();
  if (!SMTP_URL) return [];
  const application = { ...fields, job_title: job.title };
  const acknowledge = await mayAcknowledge(fields.userEmail);
  const contact = await signedWith();
  return [
    NOTIFY_EMAIL ? applicationNotification(application, cv, NOTIFY_EMAIL, SITE_URL) : null,
    acknowledge
      ? acknowledgement(
          { name: fields.full_name, email: fields.userEmail },
          'application',
          [
            `Role: ${job.title}`,
            `Phone: ${fields.phone_number}`,
            `CV: ${cv.name}`,
            ...(fields.cover_letter ? ['', fields.cover_letter] : []),
          ],
          contact,
        )
      : null,
  ];
}

export async function replyMails(replyText: string): Promise<MailsFor<Message> | undefined> {
  if (!env().SMTP_URL) return undefined;
  const contact = await signedWith();
  return (message) => [replyMail(message, replyText, contact)];
}
