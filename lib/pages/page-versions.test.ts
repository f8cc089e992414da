// A page's History and its restore as the doors call them, on a real PGlite database: the
// versions newest first, an earlier one published again as a new version (history is never
// rewritten), and the refusals that publish nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

// Next's expiry runs only inside a request: the tags a write asked it to expire are kept here.
const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}));

const own = withOwnDatabase('page-versions');
const { listActivity } = await import('@/lib/own-data/activity/list');
const { ORIGINAL_COPY_AUTHOR } = await import('@/lib/domain/site-page');
const { readPage } = await import('@/lib/own-data/pages/page-store');
const redirects = await import('@/lib/own-data/redirects/redirect-store');
const { pageOfParam } = await import('./editable-pages');
const { publishOf } = await import('./page-editor');
const { historyOf, restoreOf } = await import('./page-versions');

const jane = sessionAccount();
const omar = { ...sessionAccount(), id: 2, name: 'Omar Ali', email: 'omar@example.com' };
// The page's shipped copy with `change` made; cast, as a door's page types its copy `unknown`
// (each kind has its own shape).
const seedWith = (page: { seed: unknown }, change: Record<string, unknown>) => ({
  ...(page.seed as Record<string, unknown>),
  ...change,
});

const lastSummary = async () => (await listActivity({ page: 1 })).results[0]?.summary;

/** The History screen's rows, without their times. */
const rows = async (key: string) =>
  (await historyOf(await pageOfParam(key))).map(({ version, publishedBy, current }) => ({
    version,
    by: publishedBy,
    current,
  }));

beforeEach(() => void expired.splice(0));

// The Checks before publishing (the door's, which ask this server about links): passed here,
// refusing in the test that shows them stop a restore.
const passes = async () => {};

describe('a page’s History', () => {
  it('lists the versions newest first, the shipped copy as version 1, the live one marked', async () => {
    const page = await pageOfParam('faq');
    expect(await historyOf(page)).toEqual([]); // never published: the code's copy, no history
    await publishOf(page, { content: seedWith(page, { heading: 'Second' }), revision: 0 }, jane);
    await publishOf(page, { content: seedWith(page, { heading: 'Third' }), revision: 1 }, omar);

    expect(await rows('faq')).toEqual([
      { version: 3, by: 'Omar Ali', current: true },
      { version: 2, by: 'Jane Smith', current: false },
      { version: 1, by: ORIGINAL_COPY_AUTHOR, current: false },
    ]);
    for (const entry of await historyOf(page))
      expect(Date.parse(entry.publishedAt), String(entry.version)).not.toBeNaN();
  });

  it('publishes an earlier version again as a new one, the versions below it unchanged', async () => {
    const page = await pageOfParam('faq');
    const { revision } = (await readPage('faq')).row!;
    expect(await restoreOf(page, 1, revision, jane, passes)).toEqual({ version: 4 });

    expect((await readPage('faq')).published).toMatchObject({ version: 4, content: page.seed });
    expect(await rows('faq')).toEqual([
      { version: 4, by: 'Jane Smith', current: true },
      { version: 3, by: 'Omar Ali', current: false },
      { version: 2, by: 'Jane Smith', current: false },
      { version: 1, by: ORIGINAL_COPY_AUTHOR, current: false },
    ]);
    expect(expired).toEqual(['page:faq']);
    expect(await lastSummary()).toBe('Restored version 1 as version 4');
  });

  it('refuses a version its Checks stop, before anything is published', async () => {
    const page = await pageOfParam('faq');
    const before = await readPage('faq');
    const checked: unknown[] = [];
    const refuse = async (content: unknown) => {
      checked.push(content);
      throw Object.assign(new Error('Not published. The link to /gone leads nowhere.'), {
        status: 400,
      });
    };
    await expect(restoreOf(page, 2, before.row!.revision, omar, refuse)).rejects.toMatchObject({
      status: 400,
      message: 'Not published. The link to /gone leads nowhere.',
    });
    expect(checked).toEqual([seedWith(page, { heading: 'Second' })]);
    expect(await readPage('faq')).toEqual(before);
    expect(expired).toEqual([]);
  });

  it('refuses an unknown version (404) and a stale revision (409 naming who saved)', async () => {
    const page = await pageOfParam('faq');
    const before = await readPage('faq');
    const summary = await lastSummary();
    await expect(restoreOf(page, 99, before.row!.revision, omar, passes)).rejects.toMatchObject({
      status: 404,
      message: 'This version was not found.',
    });
    await expect(restoreOf(page, 2, before.row!.revision - 1, omar, passes)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Jane Smith saved this page at .+, after you opened it\./),
    });
    expect(await readPage('faq')).toEqual(before);
    expect(expired).toEqual([]);
    expect(await lastSummary()).toBe(summary);
  });
});

describe('a service’s version that names an address taken since', () => {
  it('is refused (409) saying why, and the service stays where it is', async () => {
    const key = 'service:diary-management';
    const page = await pageOfParam(key);
    const moved = seedWith(page, { address: 'diary-planning' });
    await publishOf(page, { content: moved, revision: 0 }, jane);
    // Its old address, which sent visitors on to the new one, now sends them elsewhere.
    const { db } = await own.database();
    await redirects.removeRedirectFrom(db, '/diary-management');
    await redirects.addRedirect(db, {
      from: '/diary-management',
      to: '/contact-us',
      permanent: true,
    });
    const before = await readPage(key);
    expired.splice(0);

    await expect(restoreOf(page, 1, before.row!.revision, jane, passes)).rejects.toMatchObject({
      status: 409,
      message:
        'Version 1 cannot be restored: /diary-management redirects to /contact-us (see Redirects); remove that redirect first or choose another address.',
    });
    expect(await readPage(key)).toEqual(before);
    expect((await readPage(key)).published?.content).toMatchObject({ address: 'diary-planning' });
    expect(expired).toEqual([]);
  });
});
