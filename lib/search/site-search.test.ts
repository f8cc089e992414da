import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loaded } from '@/lib/freshness/cached-reads';
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
vi.mock('@/lib/freshness/cached-reads', () => ({
  loadNewsPage: async () => reads.news,
  loadOpenJobs: async () => reads.jobs,
}));
// The firm's e-mail as the back office saved it, which one FAQ answer names.
const saved = vi.hoisted(() => ({ email: 'info@crestfieldbusinessservices.co.uk' }));
vi.mock('@/lib/company-details/company-contact', async () => {
  const { companyDefaults } = await import('@/lib/content/company');
  const { companyContact } = await import('@/lib/domain/company-contact');
  return {
    loadCompanyContact: async () => companyContact({ ...companyDefaults, email: saved.email }),
  };
});
// Pages' published copies by key, as the back office's Publish stores them; else the code's copy.
const published = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/lib/pages/published-copy', () => ({
  publishedCopy: async (
    key: string,
    schema: { parse: (value: unknown) => unknown },
    seed: unknown,
  ) => (published.has(key) ? schema.parse(published.get(key)) : seed),
}));
// The pages of the firm's own that are live, as the cached list would return them.
const ownPages = vi.hoisted(() => [] as unknown[]);
vi.mock('@/lib/own-pages/own-page-list', () => ({ liveOwnPages: async () => ownPages }));
const { searchSite } = await import('./site-search');
const { faqSectionSeed } = await import('@/lib/pages/faq-copy');
const { fixedPageCopies } = await import('@/lib/content/fixed-page-copies');

const newsItem: News = {
  id: 4,
  title: 'We start a new office',
  date: '2025-03-01',
  image: null,
  description: '<h2>Leeds</h2><p>Our team starts work in Leeds.</p>',
};

beforeEach(() => {
  published.clear();
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

  it('finds the FAQ answer and the policies by the e-mail address the back office saved, not the old one', async () => {
    saved.email = 'privacy@example.org';
    const found = (await searchSite('privacy@example.org')).hits.map((hit) => hit.document.href);
    expect(found).toEqual(expect.arrayContaining(['/faq/privacy-and-security', '/privacy']));
    const old = await searchSite('crestfieldbusinessservices');
    expect(old.hits.map((hit) => hit.document.kind)).not.toContain('FAQ');
    saved.email = 'info@crestfieldbusinessservices.co.uk';
  });

  it('finds an FAQ answer as the firm published it, and no longer as the code wrote it', async () => {
    const seed = await faqSectionSeed('privacy-and-security');
    const first = seed.items[0]!;
    expect((await searchSite(first.question)).hits[0]!.document.title).toBe(first.question);
    published.set('faq:privacy-and-security', {
      ...seed,
      items: [{ question: 'Do you keep call recordings?', answer: 'Only for thirty days.' }],
    });
    const found = await searchSite('recordings');
    expect(found.hits[0]!.document).toMatchObject({
      kind: 'FAQ',
      title: 'Do you keep call recordings?',
      href: '/faq/privacy-and-security',
    });
    const titles = (await searchSite(first.question)).hits.map((hit) => hit.document.title);
    expect(titles).not.toContain(first.question);
  });

  it('finds the About page and a policy by their words, not by their pictures or SEO fields', async () => {
    const [story, ...rest] = fixedPageCopies.about.seed.sections;
    published.set('about', {
      ...fixedPageCopies.about.seed,
      sections: [
        { ...story!, highlight: 'We answer every call from our Wolverhampton office.' },
        ...rest,
      ],
      seoDescription: 'Quinoa',
    });
    const about = await searchSite('wolverhampton');
    expect(about.hits[0]!.document).toMatchObject({
      kind: 'Page',
      title: 'About Us',
      href: '/about',
    });
    expect((await searchSite('quinoa')).hits).toEqual([]);
    const policy = await searchSite('controller personal data');
    expect(policy.hits.map((hit) => hit.document.href)).toContain('/privacy');
  });

  it('finds a live page of the firm’s own by the words of its sections', async () => {
    ownPages.push({
      key: 'page:sectors-we-serve',
      title: 'Sectors we serve',
      address: 'sectors-we-serve',
      status: 'live',
      publishedAt: '2026-11-01T09:00:00.000Z',
      seoTitle: '',
      seoDescription: 'Quinoa',
      socialImage: '',
      sections: [
        {
          kind: 'text',
          heading: 'Dental practices',
          text: '<p>We book patients for orthodontists.</p>',
        },
        { kind: 'quote', quote: 'Never a missed call.', name: 'Amara Okafor', company: '' },
      ],
    });
    const found = await searchSite('orthodontists');
    expect(found.hits[0]!.document).toMatchObject({
      kind: 'Page',
      title: 'Sectors we serve',
      href: '/sectors-we-serve',
    });
    expect((await searchSite('amara')).hits[0]!.document.href).toBe('/sectors-we-serve');
    expect((await searchSite('quinoa')).hits).toEqual([]);
    ownPages.length = 0;
  });
});
