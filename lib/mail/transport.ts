import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

const holder = globalThis as unknown as { __mailTransports?: Map<string, Transporter> };
const transports = (holder.__mailTransports ??= new Map<string, Transporter>());

/** One pooled SMTP transport per SMTP_URL, shared by every bundle of the process. */
export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // Short timeouts: a hung server must not hold an outbox claim for long. They are transport
    // options beside the URL (the second argument would be the messages' defaults).
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}
