import 'server-only';
import { draftMode } from 'next/headers';
import type { z } from 'zod';
import { can } from '@/lib/accounts/roles';
import { currentAccount } from '@/lib/auth/current-account';
import { readPage } from '@/lib/own-data/pages/page-store';
import { publishedCopy } from '@/lib/pages/published-copy';

/**
 * A signed-in editor previewing (Next's draft mode, turned on by the Preview door) sees the
 * page's draft; anyone else, a stale preview cookie included, sees what is published. Draft-mode
 * requests are rendered for themselves and never enter the page cache.
 */
async function previewedCopy(key: string): Promise<unknown> {
  if (!(await previewing())) return undefined;
  const { row, published } = await readPage(key);
  return row?.draft ?? published?.content ?? null;
}

/** Whether this request is a signed-in editor's preview (Next's draft mode). */
export async function previewing(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const account = await currentAccount();
  return account !== null && can(account.role, 'content');
}

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
