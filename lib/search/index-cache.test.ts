import { describe, expect, it } from 'vitest';
import { searchIndex } from './engine';
import { searchIndexFor } from './index-cache';
import type { SearchDocument } from './types';

const staticDocuments: readonly SearchDocument[] = [
  { kind: 'Service', title: 'Payroll', href: '/payroll', summary: '', text: 'Monthly payroll.' },
];
// A fresh array of fresh objects, as every request reads news anew.
const news = (text: string): SearchDocument[] => [
  { kind: 'News', title: 'Office news', href: '/read-a-news/1/office-news', summary: '', text },
];

describe('search index cache', () => {
  it('reuses the index while nothing indexed has changed', () => {
    const first = searchIndexFor([...staticDocuments, ...news('We moved to Leeds.')]);
    const again = searchIndexFor([...staticDocuments, ...news('We moved to Leeds.')]);
    expect(again).toBe(first);
  });

  it('rebuilds when a news item is edited, and searches the new text', () => {
    const before = searchIndexFor([...staticDocuments, ...news('We moved to Leeds.')]);
    const after = searchIndexFor([...staticDocuments, ...news('We moved to York.')]);
    expect(after).not.toBe(before);
    expect(searchIndex(after, 'york').map((hit) => hit.document.title)).toEqual(['Office news']);
    expect(searchIndex(after, 'leeds')).toEqual([]);
    expect(searchIndex(after, 'payroll').map((hit) => hit.document.title)).toEqual(['Payroll']);
  });

  it('keeps one index only: going back to older news builds it again', () => {
    const leeds = searchIndexFor([...staticDocuments, ...news('We moved to Leeds.')]);
    searchIndexFor([...staticDocuments, ...news('We moved to York.')]);
    const leedsAgain = searchIndexFor([...staticDocuments, ...news('We moved to Leeds.')]);
    expect(leedsAgain).not.toBe(leeds);
  });
});
