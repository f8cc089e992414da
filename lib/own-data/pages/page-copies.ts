import 'server-only';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { sitePages, sitePageVersions } from '@/lib/own-data/db/schema';
import { liveVersionOfPage } from './page-store';

/** One copy of a page the media library looks into: its draft, or its published version. */
export type PageCopy = { key: string; draft: boolean; content: unknown };

/** Every page's draft and published copy (older versions are history, not use). */
export async function pageCopies(db?: Db): Promise<PageCopy[]> {
  const database = db ?? (await ownDatabase());
  const [drafts, published] = await Promise.all([
    database
      .select({ key: sitePages.key, content: sitePages.draft })
      .from(sitePages)
      .where(isNotNull(sitePages.draft)),
    database
      .select({ key: sitePageVersions.pageKey, content: sitePageVersions.content })
      .from(sitePageVersions)
      .innerJoin(sitePages, liveVersionOfPage()),
  ]);
  return [
    ...published.map((row) => ({ ...row, draft: false })),
    ...drafts.map((row) => ({ ...row, draft: true })),
  ];
}
