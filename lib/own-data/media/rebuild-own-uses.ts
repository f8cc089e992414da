import 'server-only';
import type { Db } from '@/lib/own-data/db/client';
import { jobs, news } from '@/lib/own-data/db/schema';
import { listDrafts } from '@/lib/own-data/news-drafts/draft-store';
import { pageCopies } from '@/lib/own-data/pages/page-copies';
import { lockUses, markUsesBuilt, replaceUses, type UseScope } from './media-uses-store';
import {
  jobPlace,
  jobText,
  jobTextColumns,
  newsPlace,
  newsTextColumns,
  pagePlace,
  pageText,
  type PlaceText,
} from './use-places';

// The usage table built again from the texts themselves: after a restore, a seeded year, a
// database that never had it, or (upstream) to catch up with the firm's API.

/** The rows of the texts only this database holds in every mode (ownTexts). */
export const OWN_SCOPES: UseScope[] = [{ kind: 'news', draft: true }, { kind: 'page' }];

/**
 * News drafts and scheduled posts, and each site page's draft and published copy (older versions
 * are history, not use): this database's in both modes.
 */
export async function ownTexts(db: Db): Promise<PlaceText[]> {
  const drafts = await listDrafts(db);
  const copies = await pageCopies(db);
  return [
    ...drafts.map((draft) => ({ ...newsPlace(draft, true), text: draft.description })),
    ...copies.map((copy) => ({
      ...pagePlace(copy.key, copy.draft, copy.content),
      text: pageText(copy.content),
    })),
  ];
}

/** The firm's news and jobs as the embedded mode keeps them (upstream, these tables are empty). */
async function firmTexts(db: Db): Promise<PlaceText[]> {
  const items = await db.select(newsTextColumns).from(news);
  const openings = await db.select(jobTextColumns).from(jobs);
  return [
    ...items.map((item) => ({ ...newsPlace(item, false), text: item.description })),
    ...openings.map((job) => ({ ...jobPlace(job), text: jobText(job) })),
  ];
}

/**
 * Builds the whole table from this database's texts, news and jobs included, in one transaction
 * (the table locked first, so no write is lost), and records it as built from them ('own'). The
 * embedded mode's table is then exact; a server in upstream mode reads the firm's news and jobs
 * again over it (lib/backend/refresh-uses.ts). Answers the uses it found.
 */
export async function rebuildOwnUses(db: Db): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockUses(tx);
    const places = [...(await firmTexts(tx)), ...(await ownTexts(tx))];
    const rows = await replaceUses(
      tx,
      [{ kind: 'news' }, { kind: 'job' }, { kind: 'page' }],
      places,
    );
    await markUsesBuilt(tx, 'own');
    return rows;
  });
}
