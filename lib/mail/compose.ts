import 'server-only';
import type { Application } from '@/lib/domain/application';
import type { ContactInput } from '@/lib/domain/contact-input';
import type { Message } from '@/lib/domain/message';
import { company } from '@/lib/content/company';
import type { CompanyContact } from '@/lib/domain/company-contact';
import type { MailDraft } from '@/lib/domain/mail-draft';

// Every e-mail the product sends, as plain text: what visitors typed is quoted, never rendered.
// Those to visitors are signed with the main phone number the back office keeps (Settings).

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

const signature = (contact: CompanyContact) => [
  'Kind regards,',
  company.name,
  contact.mainPhone.display,
  company.website,
];

/** A notice to the firm; Reply-To is whoever wrote, so answering it reaches them. */
const notice = (notify: string, from: { userEmail: string }, subject: string, lines: string[]) =>
  ({
    kind: 'notification',
    to: notify,
    replyTo: from.userEmail,
    subject,
    text: lines.join('\n'),
  }) satisfies MailDraft;

/** The reply to a visitor: the reply, then their own message quoted below it. */
export function replyMail(
  message: Message,
  replyText: string,
  contact: CompanyContact,
): MailDraft | null {
  if (!message.userEmail) return null;
  const name = (message.full_name ?? message.user)?.trim() || 'visitor';
  const lines = [`Dear ${name},`, '', replyText, '', ...signature(contact)];
  if (message.description) lines.push('', 'You wrote:', quote(message.description));
  return {
    kind: 'reply',
    to: message.userEmail,
    subject: `Re: your message to ${company.name}`,
    text: lines.join('\n'),
  };
}

/** The firm's own notice of a new enquiry; Reply-To is the visitor. */
export function enquiryNotification(
  input: ContactInput,
  notify: string,
  adminUrl: string,
): MailDraft {
  return notice(
    notify,
    input,
    `New enquiry: ${input.service_of_interest} from ${input.full_name}`,
    [
      `${input.full_name} sent an enquiry through the website.`,
      '',
      `Service: ${input.service_of_interest}`,
      `Email: ${input.userEmail}`,
      `Phone: ${input.phone_number}`,
      '',
      'Message:',
      quote(input.description),
      '',
      `Reply from the back office: ${adminUrl}/admin/messages`,
      'or answer this e-mail to write to the visitor directly.',
    ],
  );
}

type NewApplication = Pick<
  Application,
  'job_title' | 'full_name' | 'userEmail' | 'phone_number' | 'cover_letter'
>;

/** The firm's notice of a new application, with the CV attached. */
export function applicationNotification(
  application: NewApplication,
  cv: NonNullable<MailDraft['attachment']>,
  notify: string,
  adminUrl: string,
): MailDraft {
  return {
    ...notice(
      notify,
      application,
      `New application: ${application.job_title} from ${application.full_name}`,
      [
        `${application.full_name} applied for ${application.job_title}. Their CV is attached.`,
        '',
        `Email: ${application.userEmail}`,
        `Phone: ${application.phone_number}`,
        '',
        'Cover letter:',
        application.cover_letter ? quote(application.cover_letter) : '(none)',
        '',
        `Review it in the back office: ${adminUrl}/admin/applications`,
      ],
    ),
    attachment: cv,
  };
}

/** What the visitor receives at once: it arrived, what happens next, a copy of what they sent. */
export function acknowledgement(
  to: { name: string; email: string },
  about: 'enquiry' | 'application',
  copy: string[],
  contact: CompanyContact,
): MailDraft {
  const next =
    about === 'enquiry'
      ? 'A member of our team will reply within one working day, by e-mail or phone.'
      : 'Our recruitment team reviews every application within five working days and will contact you either way.';
  return {
    kind: 'acknowledgement',
    to: to.email,
    subject:
      about === 'enquiry'
        ? `We have received your message: ${company.name}`
        : `We have received your application: ${company.name}`,
    text: [
      `Dear ${to.name},`,
      '',
      `Thank you for contacting ${company.name}. This is to confirm that your ${about} has arrived.`,
      next,
      '',
      'What you sent:',
      quote(copy.join('\n')),
      '',
      'You do not need to reply to this e-mail. If you did not contact us, please ignore it.',
      '',
      ...signature(contact),
    ].join('\n'),
  };
}
