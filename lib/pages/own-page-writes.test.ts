// A page of the firm's own as its doors make and move it, on a real PGlite database: "Add page"
// makes a draft with no sections at a free address (refusing one the site already answers at,
// saving nothing), and a published page whose address changes leaves a permanent redirect.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

// Next's expiry runs only inside a request: the tags a write asked it to expire are kept here.
const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}));

const own = withOwnDatabase('own-page-writes');
const { listActivity } = await import('@/lib/own-data/activity/list');
const { readPage } = await import('@/lib/own-data/pages/page-store');
const { listRedirects } = await import('@/lib/own-data/redirects/redirect-store');
const { ownPagesNow } = await import('@/lib/own-pages/own-page-list');
const { pageOfParam } = await import('./editable-pages');
const { editorState, publishOf } = await import('./page-editor');
const { addOwnPage, checkOwnPageCopy } = await import('./own-page-writes');
const { ownPageSchema } = await import('@/page-kinds/own/shape');

const jane = sessionAccount();
const sectors = { kind: 'page' as const, title: 'Sectors we serve', address: 'sectors-we-serve' };

/** The activity log's last `count` summaries, newest first, as the Activity screen reads them. */
const lastSummaries = async (count: number) =>
  (await listActivity({ page: 1 })).results.slice(0, count).map((entry) => entry.summary);
const lastSummary = async () => (await lastSummaries(1))[0];
const ownAddresses = async () => (await ownPagesNow()).map((page) => page.address).sort();

beforeEach(() => void expired.splice(0));

describe('Add page', () => {
  it('makes a draft with no sections at its address, not public, and logs it', async () => {
    const { key } = await addOwnPage(sectors, jane);
    expect(key).toBe('page:sectors-we-serve');
    const { row, published } = await readPage(key);
    expect(row?.draft).toMatchObject({ title: sectors.title, address: sectors.address });
    expect(row?.draft).toMatchObject({ sections: [] });
    expect(published).toBeNull();
    expect((await ownPagesNow()).find((page) => page.key === key)?.status).toBe('draft');
    expect(await lastSummary()).toBe('Added a page at /sectors-we-serve');
  });

  it.each([
    ['contact-us', '/contact-us is one of the site’s own addresses; choose another.'],
    [
      'recruitment-services',
      '/recruitment-services is already the address of “Recruitment Services”.',
    ],
    ['sectors-we-serve', '/sectors-we-serve is already the address of “Sectors we serve”.'],
  ])('refuses /%s, naming why, and saves nothing', async (address, problem) => {
    const before = await ownAddresses();
    const summary = await lastSummary();
    await expect(addOwnPage({ ...sectors, address }, jane)).rejects.toMatchObject({
      status: 400,
      fields: { address: problem },
    });
    expect(await ownAddresses()).toEqual(before);
    expect(await lastSummary()).toBe(summary);
  });
});

describe('a page of its own published at a new address', () => {
  it('keeps its address when the copy names none, and refuses one another page holds', async () => {
    const key = 'page:sectors-we-serve';
    const content = ownPageSchema.parse((await editorState(await pageOfParam(key))).content);
    await expect(checkOwnPageCopy(key, { ...content, address: '' })).resolves.toEqual({
      ...content,
      address: 'sectors-we-serve',
    });
    await expect(checkOwnPageCopy(key, { ...content, address: 'about' })).rejects.toMatchObject({
      status: 400,
      fields: { address: '/about is one of the site’s own addresses; choose another.' },
    });
  });

  it('leaves a permanent redirect from the address it had, and logs the move', async () => {
    const key = 'page:sectors-we-serve';
    const first = await pageOfParam(key);
    const opened = await editorState(first);
    await publishOf(first, { content: opened.content, revision: opened.revision }, jane);
    expect(await listRedirects((await own.database()).db)).toEqual([]);

    const again = await pageOfParam(key);
    const state = await editorState(again);
    const moved = { ...(state.content as object), address: 'industries-we-serve' };
    await publishOf(again, { content: moved, revision: state.revision }, jane);
    const redirects = await listRedirects((await own.database()).db);
    expect(redirects.map(({ from, to, permanent }) => ({ from, to, permanent }))).toEqual([
      { from: '/sectors-we-serve', to: '/industries-we-serve', permanent: true },
    ]);
    expect(await lastSummaries(2)).toContain(
      'Changed the address from /sectors-we-serve to /industries-we-serve',
    );
    expect(expired).toContain('redirects');
  });
});
