import { describe, expect, it } from 'vitest';
import { highlight, rankDocuments, searchTerms, type SearchDocument } from './rank';

const docs: SearchDocument[] = [
  {
    kind: 'Service',
    title: 'Recruitment Services',
    href: '/recruitment-services',
    text: 'We recruit nurses and engineers.',
  },
  {
    kind: 'FAQ',
    title: 'How long does recruitment take?',
    href: '/faq/recruitment',
    text: 'Usually two to six weeks.',
  },
  {
    kind: 'News',
    title: 'Office opening',
    href: '/read-a-news/1/office-opening',
    text: 'Our new office has fourteen desks.',
  },
];

describe('site search ranking', () => {
  it('splits a query into distinct lower-case words', () => {
    expect(searchTerms('  Recruitment, RECRUITMENT nurses! a ')).toEqual(['recruitment', 'nurses']);
  });

  it('ranks title matches above body matches and drops documents that do not match', () => {
    const hits = rankDocuments(docs, 'recruitment');
    expect(hits.map((hit) => hit.document.href)).toEqual([
      '/recruitment-services',
      '/faq/recruitment',
    ]);
  });

  it('finds a document by a word in its body only', () => {
    const hits = rankDocuments(docs, 'fourteen');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.excerpt).toContainEqual({ text: 'fourteen', match: true });
  });

  it('prefers documents that match every word', () => {
    const hits = rankDocuments(docs, 'weeks recruitment');
    expect(hits[0]!.document.kind).toBe('FAQ');
  });

  it('highlights matches case-insensitively without touching the rest', () => {
    expect(highlight('Call Handling and call answering', ['call'])).toEqual([
      { text: 'Call', match: true },
      { text: ' Handling and ', match: false },
      { text: 'call', match: true },
      { text: ' answering', match: false },
    ]);
  });

  it('returns nothing for an empty or symbol-only query', () => {
    expect(rankDocuments(docs, '  !! ')).toEqual([]);
  });
});
