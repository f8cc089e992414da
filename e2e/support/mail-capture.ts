// A real SMTP server on loopback that keeps what it receives: the shared sink of the e2e apps
// (e2e/support/smtp-sink.ts) and the outbox tests' own, which they stop and start at will.
// Recipients at @refused.example are refused, so tests can see a failed e-mail too.
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { envelopeFrom: string; to: string[]; headers: string; body: string };

function decode(raw: string): Pick<CapturedMail, 'headers' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  // Folded lines joined: a long Subject arrives split over lines.
  const headers = (split === -1 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, ' ');
  let body = split === -1 ? '' : raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { headers, body };
}

export type MailCapture = { mails: CapturedMail[]; close(): Promise<void> };

export async function startMailCapture(port: number): Promise<MailCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith('@refused.example'))
        callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...decode(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
