import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeReplyMail, sendReplyMail } from './mail';

type Received = { from: string; to: string[]; raw: string };

// A real SMTP server on loopback: what it receives is what a mail server would.
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.endsWith('@refused.example')) callback(new Error('Mailbox unavailable'));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let smtpUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reply = {
  to: 'amara@example.com',
  name: 'Amara Okafor',
  originalMessage: 'Do you cover weekend calls?\nWe open on Saturdays.',
  replyText: 'Yes, we answer calls seven days a week.',
};
const from = 'Crestfield Business Services <replies@crestfield.test>';

describe('sendReplyMail', () => {
  it('delivers the reply from MAIL_FROM, quoting the visitor message', async () => {
    expect(await sendReplyMail(reply, { smtpUrl, from })).toBe('sent');
    const mail = received.at(-1)!;
    expect(mail.from).toBe('replies@crestfield.test');
    expect(mail.to).toEqual(['amara@example.com']);
    expect(mail.raw).toContain('Subject: Re: your message to Crestfield Business Services');
    expect(mail.raw).toContain('Dear Amara Okafor,');
    expect(mail.raw).toContain('Yes, we answer calls seven days a week.');
    expect(mail.raw).toContain('> Do you cover weekend calls?\r\n> We open on Saturdays.');
  });

  it('says failed, without throwing, when the server refuses the recipient', async () => {
    const before = received.length;
    expect(await sendReplyMail({ ...reply, to: 'nobody@refused.example' }, { smtpUrl, from })).toBe(
      'failed',
    );
    expect(received).toHaveLength(before);
  });

  it('says failed when no server listens', async () => {
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await sendReplyMail(reply, { smtpUrl: `smtp://127.0.0.1:${port}`, from })).toBe(
      'failed',
    );
  });

  it('skips without SMTP_URL or without an address', async () => {
    expect(await sendReplyMail(reply, { from })).toBe('skipped');
    expect(await sendReplyMail({ ...reply, to: null }, { smtpUrl, from })).toBe('skipped');
  });
});

describe('composeReplyMail', () => {
  it('greets a visitor without a name politely and leaves out an empty quote', () => {
    const mail = composeReplyMail({ ...reply, name: null, originalMessage: null }, from);
    expect(mail.text.startsWith('Dear visitor,\n\nYes, we answer')).toBe(true);
    expect(mail.text).not.toContain('You wrote:');
  });
});
