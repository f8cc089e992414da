import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailOutcome } from '@/lib/admin-api';
import { company } from '@/lib/content/company';
import { env } from '@/lib/env';

export type ReplyMail = {
  to: string | null;
  name: string | null;
  originalMessage: string | null;
  replyText: string;
};

export type MailConfig = { smtpUrl?: string; from: string };

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** The e-mail to the visitor: the reply, then their own message quoted below it. */
export function composeReplyMail(mail: ReplyMail & { to: string }, from: string) {
  const lines = [
    `Dear ${mail.name?.trim() || 'visitor'},`,
    '',
    mail.replyText,
    '',
    'Kind regards,',
    company.name,
  ];
  if (mail.originalMessage) lines.push('', 'You wrote:', quote(mail.originalMessage));
  return {
    from,
    to: mail.to,
    subject: `Re: your message to ${company.name}`,
    text: lines.join('\n'),
  };
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Short timeouts: the administrator waits for this answer, and the reply is already stored.
    transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** E-mails a reply when SMTP_URL is configured and the visitor left an address. Never throws. */
export async function sendReplyMail(
  mail: ReplyMail,
  config: MailConfig = { smtpUrl: env().SMTP_URL, from: env().MAIL_FROM },
): Promise<MailOutcome> {
  if (!config.smtpUrl || !mail.to) return 'skipped';
  try {
    await transportFor(config.smtpUrl).sendMail(
      composeReplyMail({ ...mail, to: mail.to }, config.from),
    );
    return 'sent';
  } catch (error) {
    console.error(
      '[mail] the reply could not be e-mailed:',
      error instanceof Error ? error.message : error,
    );
    return 'failed';
  }
}
