import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loaded } from '@/lib/site/cached-reads';
import type { Job } from '@/lib/domain/job';
import type { News } from '@/lib/domain/news';
import type { Page } from '@/lib/domain/paging';

// The real services and FAQ copy; news and jobs as the cached reads would return them.
const reads = vi.hoisted(() => ({
  news: { ok: true, data: { results: [], next: null, previous: null, count: 0 } } as Loaded<
    Page<News>
  >,
  jobs: { ok: true, data: [] } as Loaded<Job[]>,
}));
vi.mock('@/lib/site/cached-reads', () => ({
  loadNewsPage: async () => reads.news,
  loadOpenJobs: async () => reads.jobs,
}));
// The firm's e-mail as the back office saved it, which one FAQ answer names.
const saved = vi.hoisted(() => ({ email: 'info@crestfieldbusinessservices.co.uk' }));
vi.mock('@/lib/site/company-contact', () => ({
  loadCompanyContact: async () => ({ email: saved.email }),
}));
const { searchSite } = await import('./site-search');

const newsItem: News = {
  id: 4,
  title: 'We start a new office',
  date: '2025-03-01',
  image: null,
  description: '<h2>Leeds</h2><p>Our team starts work in Leeds.</p>',
};

beforeEach(() => {
  reads.news = { ok: true, data: { results: [newsItem], next: null, previous: null, count: 1 } };
  reads.jobs = { ok: true, data: [] };
});

describe('searching the site', () => {
  it('finds the recruitment service first despite a typo', async () => {
    const { hits, complete } = await searchSite('recruitmnet');
    expect(hits[0]!.document.href).toBe('/recruitment-services');
    expect(complete).toBe(true);
  });

  it('finds services by the start of a word', async () => {
    const { hits } = await searchSite('recruit');
    expect(hits.map((hit) => hit.document.href)).toContain('/recruitment-services');
  });

  it('does not find "art" inside "start": every hit has a word beginning with it', async () => {
    const { hits } = await searchSite('art');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.document.title)).not.toContain(newsItem.title);
    for (const hit of hits) {
      const marked = [...hit.title, ...hit.excerpt].filter((segment) => segment.match);
      expect(marked.every((segment) => /^art/i.test(segment.text))).toBe(true);
    }
  });

  it('finds news by a heading and says when news could not be searched', async () => {
    const found = await searchSite('leeds');
    expect(found.hits[0]!.document.href).toBe('/read-a-news/4/we-start-a-new-office');
    reads.news = { ok: false };
    const { hits, complete } = await searchSite('leeds');
    expect(hits.map((hit) => hit.document.kind)).not.toContain('News');
    expect(complete).toBe(false);
  });

  it('finds the FAQ answer by the e-mail address the back office saved, not the old one', async () => {
    saved.email = 'privacy@example.org';
    const found = await searchSite('privacy@example.org');
    expect(found.hits[0]!.document.href).toBe('/faq/privacy-and-security');
    const old = await searchSite('crestfieldbusinessservices');
    expect(old.hits.map((hit) => hit.document.kind)).not.toContain('FAQ');
    saved.email = 'info@crestfieldbusinessservices.co.uk';
  });
});
