import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex } from './engine';
import type { SearchDocument } from './types';

const doc = (kind: SearchDocument['kind'], title: string, text: string, summary = '') => ({
  kind,
  title,
  href: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  summary,
  text,
});

const documents: SearchDocument[] = [
  doc(
    'FAQ',
    'How long does hiring take?',
    'Recruitment of nurses: recruitment takes two to six weeks.',
  ),
  doc('Service', 'Recruitment Services', 'We find nurses and engineers.', 'Permanent staff'),
  doc('News', 'Office opening', 'Our new office has fourteen desks. We start in May.'),
  doc('News', 'Art in the lobby', 'A local painter hangs her work in reception.'),
  doc('Job', 'Receptionist', 'Answer calls at the front desk.', 'Reception duties'),
];
const index = buildSearchIndex(documents);
const titles = (query: string) => searchIndex(index, query).map((hit) => hit.document.title);

describe('site search', () => {
  it('ranks a title match above a body match of the same word', () => {
    expect(titles('recruitment')).toEqual(['Recruitment Services', 'How long does hiring take?']);
  });

  it('forgives a typo: "recruitmnet" finds the recruitment service', () => {
    expect(titles('recruitmnet')[0]).toBe('Recruitment Services');
  });

  it('matches the start of a word: "recruit" finds recruitment pages', () => {
    expect(titles('recruit')).toEqual(['Recruitment Services', 'How long does hiring take?']);
  });

  it('never matches inside a word: "art" finds "Art" but not "start"', () => {
    expect(titles('art')).toEqual(['Art in the lobby']);
  });

  it('wants every word when some page has them all, and falls back to any word otherwise', () => {
    expect(titles('nurses weeks')).toEqual(['How long does hiring take?']);
    expect(titles('nurses xylophone')).toEqual([
      'Recruitment Services',
      'How long does hiring take?',
    ]);
  });

  it('highlights the whole words found, also when the query had a typo or was a prefix', () => {
    const [hit] = searchIndex(index, 'recruitmnet');
    expect(hit!.title).toEqual([
      { text: 'Recruitment', match: true },
      { text: ' Services', match: false },
    ]);
    const [faq] = searchIndex(index, 'hiring recrui');
    expect(faq!.excerpt.filter((segment) => segment.match).map((s) => s.text)).toEqual([
      'Recruitment',
      'recruitment',
    ]);
  });

  it('shows the summary and body as the excerpt', () => {
    const [hit] = searchIndex(index, 'reception');
    expect(hit!.document.title).toBe('Receptionist');
    expect(hit!.excerpt.map((segment) => segment.text).join('')).toBe(
      'Reception duties Answer calls at the front desk.',
    );
  });

  it('returns nothing for an empty, symbol-only or stop-word-only query', () => {
    expect(searchIndex(index, '  !! ')).toEqual([]);
    expect(searchIndex(index, 'the and of')).toEqual([]);
  });
});
