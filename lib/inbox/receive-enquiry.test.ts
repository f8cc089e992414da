// The contact form's enquiry as its use case stores it: embedded, the message, its source and its
// e-mails together or none of them; upstream, the e-mails queued once the firm's API accepted it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/backend';
import { withOwnDatabase } from '@/test/own-database';
import { withFakeApi } from '@/test/upstream-fixture';

// Upstream, the use case is handed the fake API's Backend; embedded, the server's own.
const chosen = vi.hoisted(() => ({ backend: null as Backend | null }));
vi.mock('@/lib/backend', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/backend')>();
  return { ...original, getBackend: async () => chosen.backend ?? original.getBackend() };
});
// The outbox as it is, but a test can look in as it is written to, or have it refuse.
const outboxWrite = vi.hoisted(() => ({ before: null as null | (() => Promise<void>) }));
vi.mock('@/lib/mail/outbox', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/mail/outbox')>();
  return {
    ...original,
    enqueueMails: async (...args: Parameters<typeof original.enqueueMails>) => {
      await outboxWrite.before?.();
      return original.enqueueMails(...args);
    },
  };
});
const refuseOutbox = () => {
  outboxWrite.before = async () => {
    throw new Error('The outbox cannot be written');
  };
};

const own = withOwnDatabase('receive-enquiry');
Object.assign(process.env, {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  NOTIFY_EMAIL: 'leads@crestfield.test',
});

const { leadSources, messages, outbox } = await import('@/lib/own-data/db/schema');
const { receiveEnquiry } = await import('./receive-enquiry');

const api = withFakeApi();
beforeEach(() => {
  chosen.backend = null;
  outboxWrite.before = null;
});

const source = {
  landing_page: '/contact-us',
  referrer: null,
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: null,
};
// A new address each time: the acknowledgement goes to one address once per 10 minutes.
let visitors = 0;
function enquiry() {
  visitors += 1;
  return {
    full_name: `Visitor ${visitors}`,
    userEmail: `visitor${visitors}@example.com`,
    phone_number: '+44 7700 900000',
    service_of_interest: 'Call Handling',
    description: 'Please call me about weekend cover.',
  };
}

const db = async () => (await own.database()).db;
async function stored() {
  const d = await db();
  return {
    messages: (await d.select({ to: messages.userEmail }).from(messages)).map((row) => row.to),
    sources: (await d.select({ id: leadSources.refId }).from(leadSources)).length,
    mails: (await d.select({ to: outbox.to }).from(outbox)).map((row) => row.to),
  };
}

describe('an enquiry in embedded mode', () => {
  it('stores the message, its source and both e-mails together', async () => {
    const before = await stored();
    const input = enquiry();
    await receiveEnquiry(input, source);
    const after = await stored();
    expect(after.messages).toEqual([...before.messages, input.userEmail]);
    expect(after.sources).toBe(before.sources + 1);
    expect(after.mails.slice(before.mails.length).sort()).toEqual(
      ['leads@crestfield.test', input.userEmail].sort(),
    );
  });

  it('stores no message nor source when its e-mails cannot be queued', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await stored();
    refuseOutbox();
    await expect(receiveEnquiry(enquiry(), source)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await stored()).toEqual(before);
  });
});

describe('an enquiry in upstream mode', () => {
  const posted = async () =>
    (await api.calls()).filter((call) => call.path === '/api/messages/update/messages/');

  it('queues the e-mails in our database once the API has accepted the message', async () => {
    chosen.backend = api.backend;
    let postedFirst: unknown[] = [];
    outboxWrite.before = async () => {
      postedFirst = await posted();
    };
    const before = await stored();
    const input = enquiry();
    await receiveEnquiry(input, source);
    expect(postedFirst).toMatchObject([
      { method: 'POST', body: { json: { userEmail: input.userEmail } } },
    ]);
    const after = await stored();
    // The message is the API's; ours holds only its source and its e-mails.
    expect(after.messages).toEqual(before.messages);
    expect(after.sources).toBe(before.sources + 1);
    expect(after.mails.slice(before.mails.length).sort()).toEqual(
      ['leads@crestfield.test', input.userEmail].sort(),
    );
  });

  it('queues nothing when the API refuses the message', async () => {
    chosen.backend = api.backend;
    await api.fake.fail({ status: 500, message: 'Database is down for maintenance' });
    const before = await stored();
    await expect(receiveEnquiry(enquiry(), source)).rejects.toMatchObject({ kind: 'upstream' });
    expect(await stored()).toEqual(before);
  });

  it('keeps the accepted message when its e-mails cannot be queued after it', async () => {
    chosen.backend = api.backend;
    refuseOutbox();
    const before = await stored();
    await expect(receiveEnquiry(enquiry(), null)).rejects.toThrow('The outbox cannot be written');
    expect(await posted()).toHaveLength(1);
    expect(await stored()).toEqual(before);
  });
});
