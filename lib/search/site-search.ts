import 'server-only';
import { searchCorpus } from './documents';
import { searchIndex } from './engine';
import { searchIndexFor } from './index-cache';
import type { SearchHit } from './types';

/** The search page's results for a query; `complete` as in searchCorpus(). */
export async function searchSite(query: string): Promise<{ hits: SearchHit[]; complete: boolean }> {
  const { documents, complete } = await searchCorpus();
  return { hits: searchIndex(searchIndexFor(documents), query), complete };
}
