// Unpublishing a service as its door calls it, on a real PGlite database: its address then
// redirects where the firm says (a shipped one must) or answers 410 Gone (one added in the back
// office may); a publish brings it back; and the refusals change nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

// Next's expiry runs only inside a request: the tags a write asked it to expire are kept here.
const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}));

const own = withOwnDatabase('unpublish');
const { listActivity } = await import('@/lib/own-data/activity/list');
const { readPage } = await import('@/lib/own-data/pages/page-store');
const { listRedirects } = await import('@/lib/own-data/redirects/redirect-store');
const { pageOfParam } = await import('./editable-pages');
const { editorState, publishOf, saveDraftOf, unpublishOf } = await import('./page-editor');
const { serviceEntriesNow } = await import('./service-pages');
const { addService } = await import('./service-writes');

const jane = sessionAccount();
const omar = { ...sessionAccount(), id: 2, name: 'Omar Ali', email: 'omar@example.com' };

const statusOf = async (key: string) =>
  (await serviceEntriesNow()).find((service) => service.key === key)?.status;
const redirectsNow = async () =>
  (await listRedirects((await own.database()).db)).map(({ from, to, permanent }) => ({
    from,
    to,
    permanent,
  }));
const lastSummary = async () => (await listActivity({ page: 1 })).results[0]?.summary;
/** The page as its editor holds it when opened now: the door's page and the revision loaded. */
const opened = async (key: string) => {
  const page = await pageOfParam(key);
  return { page, revision: (await editorState(page)).revision };
};

beforeEach(() => void expired.splice(0));

describe('a shipped service unpublished', () => {
  const key = 'service:diary-management';

  it('is refused 410 Gone (400 on "to"): its visitors need somewhere to go', async () => {
    const { page, revision } = await opened(key);
    await expect(unpublishOf(page, { to: '', revision }, jane)).rejects.toMatchObject({
      status: 400,
      fields: { to: expect.stringContaining('/diary-management is one of the site’s original') },
    });
    expect(await statusOf(key)).toBe('live');
    expect(await readPage(key)).toEqual({ row: null, published: null });
    expect(expired).toEqual([]);
  });

  it('redirects its address until it is published again, which drops the redirect', async () => {
    const { page, revision } = await opened(key);
    expect(await unpublishOf(page, { to: '/contact-us', revision }, jane)).toEqual({
      revision: revision + 1,
    });
    expect(await statusOf(key)).toBe('unpublished');
    expect(await redirectsNow()).toEqual([
      { from: '/diary-management', to: '/contact-us', permanent: false },
    ]);
    expect(expired.sort()).toEqual(['page:service:diary-management', 'redirects', 'services']);
    expect(await lastSummary()).toBe('Unpublished; /diary-management now redirects to /contact-us');

    const back = await opened(key);
    const { content } = await editorState(back.page);
    await publishOf(back.page, { content, revision: back.revision }, jane);
    expect(await statusOf(key)).toBe('live');
    expect(await redirectsNow()).toEqual([]);
  });
});

describe('a service added in the back office, unpublished', () => {
  it('answers 410 Gone when sent nowhere: no redirect from its address', async () => {
    const added = {
      title: 'Payroll for small firms',
      address: 'payroll-for-small-firms',
      summary: 'Payslips, pensions and HMRC filings done for you every month.',
      intro: 'We run your payroll end to end, from timesheets to RTI submissions.',
    };
    const { key } = await addService(added, jane);
    const draft = await opened(key);
    const { content } = await editorState(draft.page);
    await publishOf(draft.page, { content, revision: draft.revision }, jane);
    expect(await statusOf(key)).toBe('live');

    const { page, revision } = await opened(key);
    expect(await unpublishOf(page, { to: '', revision }, jane)).toEqual({ revision: revision + 1 });
    expect(await statusOf(key)).toBe('unpublished');
    expect((await redirectsNow()).map((redirect) => redirect.from)).not.toContain(
      '/payroll-for-small-firms',
    );
    expect(await lastSummary()).toBe('Unpublished; /payroll-for-small-firms answers 410 Gone');
  });
});

describe('an unpublish refused', () => {
  it('on a revision another editor has saved since (409 naming them): still live', async () => {
    const key = 'service:content-writing';
    const { page, revision } = await opened(key);
    await saveDraftOf(page, { content: (await editorState(page)).content, revision }, omar);
    await expect(unpublishOf(page, { to: '/contact-us', revision }, jane)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Omar Ali saved this page at .+, after you opened it\./),
    });
    expect(await statusOf(key)).toBe('live');
    expect(await redirectsNow()).not.toContainEqual(
      expect.objectContaining({ from: '/content-writing' }),
    );
  });

  it('for a page that is not a service (404), or one not published (409)', async () => {
    const news = await opened('news');
    // Thrown before any promise is made: the door's async handler answers it all the same.
    const unpublishNews = async () => unpublishOf(news.page, { to: '', revision: 0 }, jane);
    await expect(unpublishNews()).rejects.toMatchObject({
      status: 404,
      message: 'Only a service or a page of your own can be unpublished.',
    });
    const { page, revision } = await opened('service:diary-management');
    await unpublishOf(page, { to: '/contact-us', revision }, jane);
    const again = await opened('service:diary-management');
    await expect(
      unpublishOf(again.page, { to: '/about', revision: again.revision }, jane),
    ).rejects.toMatchObject({ status: 409, message: 'This service is not published.' });
    expect(await redirectsNow()).toContainEqual(
      expect.objectContaining({ from: '/diary-management', to: '/contact-us' }),
    );
  });
});
