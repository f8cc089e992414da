import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceEntry } from '@/lib/services/service-entries';

const statusToday = vi.fn<(path: string) => Promise<number>>();
const entries = vi.fn<() => Partial<ServiceEntry>[]>();
const addRedirect = vi.fn();

vi.mock('@/lib/config/env', () => ({ env: () => ({ SITE_URL: 'https://www.example.test' }) }));
vi.mock('@/lib/own-data/db/own-database', () => ({ ownDatabase: async () => ({}) }));
vi.mock('@/lib/own-data/activity/record', () => ({ recordActivity: async () => undefined }));
vi.mock('@/lib/own-data/redirects/not-found-log', () => ({ listNotFound: async () => [] }));
vi.mock('@/lib/freshness/expire', () => ({ expireRedirects: async () => undefined }));
vi.mock('@/lib/own-data/pages/service-store', () => ({ readServiceRecords: async () => [] }));
vi.mock('@/lib/services/service-entries', () => ({ serviceEntries: () => entries() }));
vi.mock('@/lib/own-data/redirects/redirect-store', () => ({
  findConflict: async () => null,
  addRedirect: (...args: unknown[]) => addRedirect(...args),
}));
vi.mock('./ask-this-server', () => ({ statusToday: (path: string) => statusToday(path) }));

const { addSiteRedirect } = await import('./redirect-actions');

const actor = { id: 1, username: 'owner', role: 'owner' } as unknown as Parameters<
  typeof addSiteRedirect
>[0];
const add = (from: string) => addSiteRedirect(actor, { from, to: '/contact-us', permanent: true });

describe('a redirect’s From', () => {
  beforeEach(() => {
    // The server's own look steps aside from the fallback: an added service answers 404 there.
    statusToday.mockReset().mockResolvedValue(404);
    entries.mockReset().mockReturnValue([]);
    addRedirect.mockReset().mockImplementation(async (_db: unknown, input: { from: string }) => ({
      redirect: { id: 7, from: input.from, to: '/contact-us', permanent: true, created_at: '' },
    }));
  });

  it('is refused over a live service added in the back office', async () => {
    entries.mockReturnValue([{ address: 'payroll-plus', status: 'live' }]);
    const added = await add('/payroll-plus');
    expect(added.conflict).toMatchObject({ field: 'from' });
    expect(added.conflict?.message).toMatch(/is a live page/);
    expect(addRedirect).not.toHaveBeenCalled();
  });

  it('is refused over a service unpublished as ended: its 410 stands', async () => {
    entries.mockReturnValue([{ address: 'old-service', status: 'unpublished' }]);
    const added = await add('/old-service');
    expect(added.conflict?.message).toMatch(/answers 410 Gone/);
    expect(addRedirect).not.toHaveBeenCalled();
  });

  it('is refused under the internal addresses, before anything is asked', async () => {
    for (const from of ['/_service/x', '/_missing/x', '/_nowhere']) {
      const added = await add(from);
      expect(added.conflict?.message, from).toMatch(/internal addresses/);
    }
    expect(statusToday).not.toHaveBeenCalled();
    expect(addRedirect).not.toHaveBeenCalled();
  });

  it('is taken where nothing answers, a service elsewhere or deeper down', async () => {
    entries.mockReturnValue([{ address: 'payroll-plus', status: 'live' }]);
    expect((await add('/old-page')).redirect).toMatchObject({ from: '/old-page' });
    expect((await add('/payroll-plus/old')).redirect).toMatchObject({ from: '/payroll-plus/old' });
  });

  it('is refused where the server itself answers (a page of the code)', async () => {
    statusToday.mockResolvedValue(200);
    expect((await add('/about')).conflict?.message).toMatch(/is a live page/);
  });
});
