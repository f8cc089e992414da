import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { withOwnDatabase } from '@/test/own-database';

// The rate limit lives in the process's own database.
withOwnDatabase('form-door');
delete process.env.SITE_URL;

// Each post comes from its own address unless a test says otherwise.
let ip = '';
vi.mock('@/lib/http/client-ip', () => ({ clientIp: async () => ip }));

const { FormRefusal, publicFormDoor } = await import('./public-form-door');

const outcomes = {
  sent: { id: 'thing-sent', text: 'Sent.', ok: true },
  invalid: { id: 'thing-invalid', text: 'Fix it.' },
  limited: { id: 'thing-limited', text: 'Wait a minute.' },
  closed: { id: 'thing-closed', text: 'Closed.' },
  failed: { id: 'thing-failed', text: 'Could not send.' },
};
const written: unknown[] = [];
const POST = publicFormDoor({
  outcomes,
  limit: { name: 'door-test', limit: 2, windowMs: 60_000 },
  page: () => '/thing',
  read: (request) => request.formData(),
  trap: (form) => Boolean(form.get('website')),
  parse: (form) => {
    const name = form.get('name');
    return typeof name === 'string' && name
      ? { ok: true, input: name }
      : { ok: false, fields: { name: 'Enter a name' } };
  },
  write: async (name, source) => {
    if (name === 'closed') throw new FormRefusal('closed', 409, 'Closed.', { page: '/elsewhere' });
    if (name === 'crash') throw new Error('the disk is full at /var/lib/data');
    written.push({ name, source });
    return { json: { id: written.length } };
  },
});

const origin = 'http://localhost:3000';
/** A post as the browser makes it without JavaScript, or as the forms' script does. */
function post(
  fields: Record<string, string>,
  as: 'browser' | 'script',
  { from = crypto.randomUUID(), headers = {} }: { from?: string; headers?: object } = {},
) {
  ip = from;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const accept =
    as === 'browser' ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/json';
  return POST(
    new NextRequest(`${origin}/api/thing`, {
      method: 'POST',
      body,
      headers: { origin, accept, ...headers },
    }),
    {},
  );
}

const location = (response: Response) => {
  expect(response.status).toBe(303);
  return [...response.headers].filter(([name]) => name === 'location').map(([, value]) => value);
};

describe('a public form door', () => {
  it('sends a browser without JavaScript back to the form with the outcome, by one rule for any body', async () => {
    expect(location(await post({ name: 'Ada', utm_source: 'newsletter' }, 'browser'))).toEqual([
      '/thing#thing-sent',
    ]);
    expect(written.at(-1)).toMatchObject({ name: 'Ada', source: { utm_source: 'newsletter' } });
    expect(location(await post({ name: '' }, 'browser'))).toEqual(['/thing#thing-invalid']);
    expect(location(await post({ name: 'closed' }, 'browser'))).toEqual([
      '/elsewhere#thing-closed',
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(location(await post({ name: 'crash' }, 'browser'))).toEqual(['/thing#thing-failed']);
  });

  it('answers the script in JSON, never with a stack trace', async () => {
    const created = await post({ name: 'Ben' }, 'script');
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: written.length });
    const invalid = await post({ name: '' }, 'script');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { name: 'Enter a name' },
    });
    const closed = await post({ name: 'closed' }, 'script');
    expect([closed.status, await closed.json()]).toEqual([409, { error: 'Closed.' }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const crashed = await post({ name: 'crash' }, 'script');
    expect(crashed.status).toBe(500);
    expect(await crashed.text()).not.toContain('/var/lib/data');
  });

  it('refuses a foreign origin in JSON whoever asks, and stores nothing', async () => {
    const count = written.length;
    const foreign = await post({ name: 'Cy' }, 'browser', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(written).toHaveLength(count);
  });

  it('answers a trapped bot as sent, uncounted; a third post a minute is limited', async () => {
    const count = written.length;
    const send = (fields: Record<string, string>, as: 'browser' | 'script') =>
      post(fields, as, { from: '192.0.2.1' });
    for (let n = 0; n < 3; n += 1) {
      expect((await send({ name: 'Bot', website: 'x' }, 'script')).status).toBe(201);
    }
    expect(written).toHaveLength(count);
    expect((await send({ name: 'Dee' }, 'script')).status).toBe(201);
    expect((await send({ name: 'Dee' }, 'script')).status).toBe(201);
    const limited = await send({ name: 'Dee' }, 'script');
    expect([limited.status, await limited.json()]).toEqual([429, { error: 'Wait a minute.' }]);
    expect(location(await send({ name: 'Dee' }, 'browser'))).toEqual(['/thing#thing-limited']);
  });
});
