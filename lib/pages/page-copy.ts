import 'server-only';
import { draftMode, headers } from 'next/headers';
import type { z } from 'zod';
import { can } from '@/lib/accounts/roles';
import { currentAccount } from '@/lib/auth/current-account';
import { LIVE_PREVIEW_HEADER } from '@/lib/domain/live-preview';
import { liveCopyOf } from '@/lib/own-data/pages/live-copy-store';
import { readPage } from '@/lib/own-data/pages/page-store';
import { publishedCopy } from '@/lib/pages/published-copy';

/**
 * A signed-in editor previewing (Next's draft mode, turned on by the Preview door) sees the
 * page's draft; in the editor's live preview frame, what that editor has typed and not saved
 * (the draft until the editor first sends any). Anyone else, a stale preview cookie or a forged
 * header included, sees what is published. Draft-mode requests are rendered for themselves and
 * never enter the page cache.
 */
async function previewedCopy(key: string): Promise<unknown> {
  const account = await previewingAccount();
  if (!account) return undefined;
  // Read only in draft mode: reading the request elsewhere would take the page out of the cache.
  if ((await headers()).has(LIVE_PREVIEW_HEADER)) {
    const live = await liveCopyOf(key, account.id);
    if (live !== undefined) return live;
  }
  const { row, published } = await readPage(key);
  return row?.draft ?? published?.content ?? null;
}

/** The signed-in editor whose preview (Next's draft mode) this request is, or null. */
async function previewingAccount() {
  if (!(await draftMode()).isEnabled) return null;
  const account = await currentAccount();
  return account !== null && can(account.role, 'content') ? account : null;
}

/** Whether this request is a signed-in editor's preview (Next's draft mode). */
export const previewing = async (): Promise<boolean> => (await previewingAccount()) !== null;

/** The copy page `key` shows this request: the previewed draft, else the published copy. */
export async function pageCopy<S extends z.ZodType>(
  key: string,
  schema: S,
  seed: z.output<S>,
): Promise<z.output<S>> {
  const previewed = await previewedCopy(key);
  if (previewed !== undefined) {
    const parsed = schema.safeParse(previewed);
    if (parsed.success) return parsed.data;
  }
  return publishedCopy(key, schema, seed);
}
