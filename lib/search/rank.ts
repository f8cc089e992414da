// Ranking and highlighting of site search. Pure functions: the page feeds them documents.

export type SearchDocument = {
  kind: 'Service' | 'FAQ' | 'News' | 'Job';
  title: string;
  href: string;
  text: string;
};
export type Segment = { text: string; match: boolean };
export type SearchHit = {
  document: SearchDocument;
  score: number;
  title: Segment[];
  excerpt: Segment[];
};

const MAX_TERMS = 8;

export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const termPattern = (terms: string[]) => new RegExp(`(${terms.map(escape).join('|')})`, 'giu');

function occurrences(haystack: string, term: string): number {
  let count = 0;
  for (let at = haystack.indexOf(term); at !== -1; at = haystack.indexOf(term, at + term.length)) {
    count += 1;
  }
  return count;
}

export function highlight(text: string, terms: string[]): Segment[] {
  if (terms.length === 0) return [{ text, match: false }];
  return text
    .split(termPattern(terms))
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, match: terms.includes(part.toLowerCase()) }));
}

/** A window of the text around the first match, so the reader sees why it matched. */
function excerptAround(text: string, terms: string[], width = 220): string {
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((term) => lower.indexOf(term)).filter((at) => at >= 0));
  if (!Number.isFinite(first) || text.length <= width) return text.slice(0, width);
  const start = Math.max(0, first - 60);
  const slice = text.slice(start, start + width);
  return `${start > 0 ? '…' : ''}${slice.trim()}${start + width < text.length ? '…' : ''}`;
}

export function rankDocuments(documents: SearchDocument[], query: string, limit = 30): SearchHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const document of documents) {
    const title = document.title.toLowerCase();
    const text = document.text.toLowerCase();
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const inTitle = occurrences(title, term);
      const inText = Math.min(occurrences(text, term), 5);
      if (inTitle + inText > 0) matched += 1;
      score += inTitle * 5 + inText;
    }
    if (score === 0) continue;
    if (matched === terms.length) score += 10;
    hits.push({
      document,
      score,
      title: highlight(document.title, terms),
      excerpt: highlight(excerptAround(document.text, terms), terms),
    });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
