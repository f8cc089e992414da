// The messages export door as the browser meets it: a streamed CSV, the same bytes as the whole
// file of before, and one export of the list at a time per account (issue 54).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/backend';
import type { Message } from '@/lib/domain/message';
import type { Page } from '@/lib/domain/paging';
import { BackendError } from '@/lib/domain/backend-error';
import { callDoor, primaryOwnerCookie, setDoorEnvironment } from '@/test/admin-door';
import { withOwnDatabase } from '@/test/own-database';

const firm = vi.hoisted(() => ({ messages: [] as Message[], reads: 0, down: false }));
vi.mock('@/lib/backend', () => {
  const backend = {
    listMessages: async (page: number): Promise<Page<Message>> => {
      firm.reads += 1;
      if (firm.down) throw new BackendError('upstream', 'The service did not answer');
      const results = firm.messages.slice((page - 1) * 10, page * 10);
      return {
        results,
        count: firm.messages.length,
        next: page * 10 < firm.messages.length ? page + 1 : null,
        previous: page > 1 ? page - 1 : null,
      };
    },
  } as unknown as Backend;
  return { getBackend: async () => backend };
});

withOwnDatabase('messages-export-door');
setDoorEnvironment('messages-export-door');

const { activityLog } = await import('@/lib/own-data/db/schema');
const { ownDatabase } = await import('@/lib/own-data/db/own-database');
const { messagesCsv } = await import('@/lib/csv-export/csv-exports');
const { EXPORT_RUNNING_MESSAGE } = await import('@/lib/csv-export/csv-export-lock');
const door = await import('./route');

let cookie = '';
const exportOnce = (method = 'GET') =>
  callDoor(door.GET, { path: '/api/admin/messages/export', cookie, method });
const exportsLogged = async () =>
  (await (await ownDatabase()).select().from(activityLog)).filter((row) => row.kind === 'export')
    .length;

beforeAll(async () => {
  cookie = await primaryOwnerCookie();
  firm.messages = Array.from({ length: 47 }, (_, i) => ({
    id: 500 - i,
    created_at: new Date(Date.UTC(2026, 10, 24) - i * 60_000).toISOString(),
    full_name: i % 2 ? '=HYPERLINK("http://evil.example","x") Smith' : `Zoë ${i}`,
    userEmail: `person${i}@example.com`,
    user: null,
    phone_number: '+44 7700 900123',
    service_of_interest: 'Payroll',
    description: 'Hello,\nwe need help.',
    replies: [],
  }));
});

describe('the messages export door', () => {
  it('streams every page as the whole file of before, as an attachment kept by no cache', async () => {
    const answer = await exportOnce();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(body.equals(Buffer.from(messagesCsv(firm.messages), 'utf8'))).toBe(true);
    expect(await exportsLogged()).toBe(1);
  });

  it('refuses a second export while the first is being written, and takes one after it', async () => {
    const first = await exportOnce();
    expect(first.status).toBe(200);
    const second = await exportOnce();
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('10');
    expect(await second.json()).toEqual({ error: EXPORT_RUNNING_MESSAGE });
    await first.arrayBuffer();
    const third = await exportOnce();
    expect(third.status).toBe(200);
    // A client that goes away ends its export too.
    await third.body!.cancel();
    const fourth = await exportOnce();
    expect(fourth.status).toBe(200);
    await fourth.arrayBuffer();
  });

  it('stops reading pages when the client goes away', async () => {
    firm.reads = 0;
    const answer = await exportOnce();
    const reader = answer.body!.getReader();
    await reader.read();
    await reader.cancel();
    const readsWhenCancelled = firm.reads;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firm.reads).toBe(readsWhenCancelled);
    expect(readsWhenCancelled).toBeLessThan(5);
  });

  it('answers a HEAD with the headers alone, reading no row past the first page', async () => {
    firm.reads = 0;
    const before = await exportsLogged();
    const answer = await exportOnce('HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
    expect(firm.reads).toBe(1);
    expect(await exportsLogged()).toBe(before);
    const after = await exportOnce();
    expect(after.status).toBe(200);
    await after.arrayBuffer();
  });

  it("answers the firm's API failing on the first page as any door does, and frees the list", async () => {
    firm.down = true;
    const failed = await exportOnce();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'The service did not answer' });
    firm.down = false;
    const next = await exportOnce();
    expect(next.status).toBe(200);
    await next.arrayBuffer();
  });
});
