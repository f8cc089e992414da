import 'server-only';
import { createHash } from 'node:crypto';
import { buildSearchIndex, type SearchIndex } from './engine';
import type { SearchDocument } from './types';

/**
 * Changes whenever anything indexed changes. News and jobs carry no "updated at" field (an edit
 * keeps id and date), and pages' copies are read afresh per request, so the indexed text itself
 * is hashed: far cheaper than indexing it.
 */
export function signatureOf(documents: readonly SearchDocument[]): string {
  const hash = createHash('sha1');
  for (const { kind, href, title, summary, text } of documents) {
    hash.update(JSON.stringify([kind, href, title, summary, text]));
  }
  return hash.digest('base64url');
}

// One entry for the whole process: the index of the newest content replaces the older one, so
// memory stays bounded however often the firm publishes.
let cached: { signature: string; index: SearchIndex } | undefined;

/** The index of these documents, built only when something in them has changed. */
export function searchIndexFor(documents: readonly SearchDocument[]): SearchIndex {
  const signature = signatureOf(documents);
  if (cached?.signature === signature) return cached.index;
  const index = buildSearchIndex(documents);
  cached = { signature, index };
  return index;
}
