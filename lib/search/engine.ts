// Site search over an in-memory MiniSearch index: BM25 ranking, prefix and typo-tolerant
// matching on whole words. Building an index is the expensive part; see index-cache.ts.
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { excerptAround, highlight } from './highlight';
import { normaliseTerm, tokenize } from './terms';
import type { SearchDocument, SearchHit } from './types';

type IndexedDocument = SearchDocument & { id: number };

/** A built index and the documents its ids (positions in `documents`) stand for. */
export type SearchIndex = {
  miniSearch: MiniSearch<IndexedDocument>;
  documents: readonly SearchDocument[];
};

const MAX_QUERY_WORDS = 8;
const MAX_HITS = 30;

const searchOptions: SearchOptions = {
  // A word in the title says most about a page, one in its summary or headings less.
  boost: { title: 5, summary: 2, text: 1 },
  // A query word may be the start of a longer word ("recruit" finds "recruitment"); words are
  // indexed whole, so it never matches inside one ("art" does not find "start").
  prefix: true,
  // One typo per five letters ("recruitmnet"), only in words long enough that an edit does
  // not turn them into other common words ("art" would find "part").
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const miniSearch = new MiniSearch<IndexedDocument>({
    fields: ['title', 'summary', 'text'],
    tokenize,
    processTerm: normaliseTerm,
    searchOptions,
  });
  miniSearch.addAll(documents.map((document, id) => ({ ...document, id })));
  return { miniSearch, documents };
}

/**
 * Pages that contain every word of the query; when none does, pages that contain some of
 * them (BM25 still puts those matching more words first), so one stray word does not leave
 * the reader with nothing.
 */
function matching(index: SearchIndex, query: string): SearchResult[] {
  const every = index.miniSearch.search(query, { combineWith: 'AND' });
  return every.length > 0 ? every : index.miniSearch.search(query, { combineWith: 'OR' });
}

export function searchIndex(index: SearchIndex, query: string, limit = MAX_HITS): SearchHit[] {
  const words = tokenize(query).filter((word) => normaliseTerm(word) !== null);
  if (words.length === 0) return [];
  return matching(index, words.slice(0, MAX_QUERY_WORDS).join(' '))
    .slice(0, limit)
    .flatMap((result) => {
      const document = index.documents[result.id as number];
      if (!document) return [];
      const terms = new Set(result.terms);
      const body = [document.summary, document.text].filter(Boolean).join(' ');
      return [
        {
          document,
          score: result.score,
          title: highlight(document.title, terms),
          excerpt: highlight(excerptAround(body, terms), terms),
        },
      ];
    });
}
