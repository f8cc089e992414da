// "Send reply" as its use case stores it: embedded, the reply and its e-mail together or neither;
// upstream, the e-mail queued once the firm's API has accepted the reply.
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

const own = withOwnDatabase('reply-to-message');
process.env.SMTP_URL = 'smtp://127.0.0.1:2525';

const { outbox } = await import('@/lib/own-data/db/schema');
const { getBackend } = await import('@/lib/backend');
const { replyToMessage } = await import('./reply-to-message');

const api = withFakeApi();
beforeEach(() => {
  chosen.backend = null;
  outboxWrite.before = null;
});

const owner = { id: null, name: 'Olive Owner', email: 'owner@example.com' };
const queued = async () =>
  (await (await own.database()).db.select({ to: outbox.to }).from(outbox)).map((row) => row.to);

describe('a reply in embedded mode', () => {
  it('stores the reply and queues its e-mail together, or neither', async () => {
    const backend = await getBackend();
    const { id } = await backend.createMessage({
      full_name: 'Ada Lovelace',
      userEmail: 'ada@example.com',
      phone_number: '+44 7700 900000',
      service_of_interest: 'Call Handling',
      description: 'Please call me about weekend cover.',
    });
    const replies = async () =>
      (await backend.listMessages(1)).results.find((message) => message.id === id)!.replies;

    vi.spyOn(console, 'error').mockImplementation(() => {});
    outboxWrite.before = async () => {
      throw new Error('The outbox cannot be written');
    };
    await expect(replyToMessage(owner, id!, { reply_text: 'Lost.' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(await replies()).toEqual([]);
    expect(await queued()).toEqual([]);

    outboxWrite.before = null;
    const result = await replyToMessage(owner, id!, { reply_text: 'We will call you.' });
    expect(result.mail).toBe('queued');
    expect(await replies()).toMatchObject([{ reply_text: 'We will call you.' }]);
    expect(await queued()).toEqual(['ada@example.com']);
  });
});

describe('a reply in upstream mode', () => {
  const postedReplies = async () =>
    (await api.calls()).filter((call) => call.path === '/api/messages/update/replies/');

  it('queues its e-mail once the API accepted the reply, and nothing when refused', async () => {
    chosen.backend = api.backend;
    let postedFirst: unknown[] = [];
    outboxWrite.before = async () => {
      postedFirst = await postedReplies();
    };
    const before = await queued();
    await replyToMessage(owner, 5, { reply_text: 'We will call you today.' });
    expect(postedFirst).toMatchObject([{ method: 'POST' }]);
    expect(await queued()).toEqual([...before, 'kwame.boateng@example.com']);

    await api.fake.fail({ status: 500, message: 'Database is down for maintenance' });
    await expect(replyToMessage(owner, 5, { reply_text: 'Lost.' })).rejects.toMatchObject({
      kind: 'upstream',
    });
    expect(await queued()).toEqual([...before, 'kwame.boateng@example.com']);
  });
});
