// The media library's "Replace description everywhere" over text an Editor planted: the new
// description becomes the picture's alt and nothing else, in a page's draft and a news draft.
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/backend';
import { sessionAccount } from '@/test/accounts';
import { withOwnDatabase } from '@/test/own-database';

vi.mock('@/lib/freshness/expire', () => ({
  expireNews: vi.fn(),
  expireJobs: vi.fn(),
  expirePage: vi.fn(),
}));
withOwnDatabase('rewrite-uses');
const { rewriteUses } = await import('./rewrite-uses');
const pages = await import('@/lib/own-data/pages/page-store');
const { ownDatabase } = await import('@/lib/own-data/db/own-database');
const drafts = await import('@/lib/own-data/news-drafts/draft-store');

const id = 'AbCdEfGhIjKlMnOpQr_-12';
const src = `/media/uploads/${id}.png`;
const planted = `<p>Figures</p><img title=" alt=x" src="${src}" alt="A chart" />`;
const attack = 'x onload=alert(document.cookie) y';
const jane = { id: 1, name: 'Jane Smith' };
const account = sessionAccount();
const backend = {} as Backend;
const safe = `<p>Figures</p><img title=" alt=x" src="${src}" alt="${attack}" />`;

describe('a description replaced everywhere over planted text', () => {
  it('lands in the alt of a page’s new draft, nowhere else', async () => {
    await pages.publishPage('privacy', { ...(await privacyCopy()), body: planted }, 0, jane, {});
    const result = await rewriteUses(
      backend,
      [{ kind: 'page', id: 'privacy', title: 'Privacy Policy', draft: false }],
      id,
      attack,
      account,
    );
    expect(result).toEqual({ changed: 1, drafts: 1, failed: [] });
    const draft = (await pages.readPage('privacy')).row?.draft as { body: string };
    expect(draft.body).toBe(safe);
  });

  it('lands in the alt of a news draft, and a draft’s text is sanitised as it is read', async () => {
    const db = await ownDatabase();
    const draft = await drafts.createDraft(db, {
      date: '2026-12-01',
      title: 'Our results',
      description: planted,
      state: 'draft',
      publishAt: null,
      actor: { id: 1, name: 'Jane Smith', email: 'jane@example.com' },
    });
    const result = await rewriteUses(
      backend,
      [{ kind: 'news', id: String(draft.id), title: 'Our results', draft: true }],
      id,
      attack,
      account,
    );
    expect(result.failed).toEqual([]);
    expect((await drafts.getDraft(db, draft.id))?.description).toBe(safe);
    expect(await drafts.setDraftDescription(db, draft.id, '<p onclick="x()">Hi</p>')).toBe(true);
    expect((await drafts.getDraft(db, draft.id))?.description).toBe('<p>Hi</p>');
  });
});

/** The privacy policy's shipped copy, so the planted body is the only thing that differs. */
async function privacyCopy() {
  const { legalPageSeed } = await import('@/lib/pages/legal-copy');
  return legalPageSeed('privacy')!;
}
