import 'server-only';
import { createHash } from 'node:crypto';
import { buildSearchIndex, type SearchIndex } from './engine';
import type { SearchDocument } from './types';

/** What site search looks through. */
export type SearchCorpus = {
  /** The services and the FAQ: one array while the firm's e-mail and the services stay. */
  staticDocuments: readonly SearchDocument[];
  /** Content read from the backend (news, jobs): a fresh array on every request. */
  liveDocuments: readonly SearchDocument[];
};

/**
 * Changes whenever anything indexed of a news item or job changes. News and jobs carry no
 * "updated at" field (an edit keeps id and date), so the indexed text itself is hashed; that
 * is far cheaper than indexing it.
 */
export function signatureOf(documents: readonly SearchDocument[]): string {
  const hash = createHash('sha1');
  for (const { kind, href, title, summary, text } of documents) {
    hash.update(JSON.stringify([kind, href, title, summary, text]));
  }
  return hash.digest('base64url');
}

// One entry for the whole process: the index of the newest data replaces the older one, so
// memory stays bounded however often news and jobs change.
let cached:
  | { staticDocuments: SearchCorpus['staticDocuments']; signature: string; index: SearchIndex }
  | undefined;

/** The index of this corpus, built only when the live documents (or the code) have changed. */
export function searchIndexFor(corpus: SearchCorpus): SearchIndex {
  const signature = signatureOf(corpus.liveDocuments);
  if (
    cached &&
    cached.staticDocuments === corpus.staticDocuments &&
    cached.signature === signature
  ) {
    return cached.index;
  }
  const index = buildSearchIndex([...corpus.staticDocuments, ...corpus.liveDocuments]);
  cached = { staticDocuments: corpus.staticDocuments, signature, index };
  return index;
}
