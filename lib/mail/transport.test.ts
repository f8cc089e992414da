import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { transportFor } from './transport';

it('sends with a nodemailer past the advisories of 7.x (GHSA-2x7j-588g-ccc2; header line breaks, fixed in 8)', () => {
  const { version } = JSON.parse(
    readFileSync(path.resolve('node_modules/nodemailer/package.json'), 'utf8'),
  ) as { version: string };
  expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(8);
});

it('gives the SMTP connection its short timeouts, so a hung server cannot hold an outbox claim', () => {
  // Passed beside the URL they are transport options; as createTransport's second argument
  // they were the messages' defaults, and the connection waited nodemailer's own 2 minutes.
  const transport = transportFor('smtp://127.0.0.1:2525');
  expect(transport.options).toMatchObject({
    host: '127.0.0.1',
    port: 2525,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  expect(transportFor('smtp://127.0.0.1:2525')).toBe(transport);
});
