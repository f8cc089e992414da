import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { xmlTexts } from '@/e2e/support/live-helpers';
import type { News } from '@/lib/domain/news';
import { LISTING_CACHE_CONTROL } from './cache-control';
import { newsFeedResponse, newsFeedXml } from './news-feed';

vi.mock('@/lib/config/env', async () => {
  const { parseEnv } = await import('@/lib/config/env-schema');
  return { env: () => parseEnv(process.env) };
});

// The feed's door as a previewing editor's request meets it: draft mode on, an Editor signed
// in, the news page with a published introduction and a draft one; the page cache left out.
const news = vi.hoisted(() => ({
  published: { heading: 'News and Blogs', intro: 'What we have published about our firm.' },
  draft: { heading: 'News and Blogs', intro: 'Embargoed: our merger with Acme, out on Monday.' },
  items: [] as News[],
}));
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  connection: async () => undefined,
}));
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  draftMode: async () => ({ isEnabled: true, enable: () => {}, disable: () => {} }),
}));
vi.mock('@/lib/auth/current-account', () => ({
  currentAccount: async () => ({ id: 2, name: 'Eve Editor', role: 'editor' }),
}));
vi.mock('@/lib/own-data/pages/page-store', () => ({
  readPage: async (key: string) =>
    key === 'news'
      ? { row: { draft: news.draft }, published: { content: news.published } }
      : { row: null, published: null },
}));
vi.mock('@/lib/freshness/cached-read', () => ({
  isBuilding: () => false,
  cachedRead: (_name: string, _tag: string, read: () => Promise<unknown>) => () => read(),
  keepPageBriefly: async () => true,
}));
vi.mock('@/lib/freshness/cached-reads', () => ({
  loadNewsPage: async () => ({
    ok: true,
    data: { results: news.items, count: news.items.length, next: null, previous: null },
  }),
}));
beforeEach(() => vi.stubEnv('SITE_URL', 'https://www.example.co.uk'));
afterEach(() => vi.unstubAllEnvs());

const article = (id: number, title: string, date: string, description: string): News => ({
  id,
  title,
  date,
  image: null,
  description,
});

describe('the news feed', () => {
  it('lists each article with its address, day and a plain-text summary, in well-formed XML', () => {
    const xml = newsFeedXml(
      [
        article(12, 'Payroll & pensions: <what changes> in April', '2026-11-20', '<p>A</p>'),
        article(9, 'Our new office', '2026-10-02', '<h2>Moving</h2><p>We are in Digbeth.</p>'),
      ],
      'Company news from our team.',
    );
    // The channel's title and link come first, then each item's.
    expect(xmlTexts(xml, 'title').slice(1)).toEqual([
      'Payroll & pensions: <what changes> in April',
      'Our new office',
    ]);
    expect(xmlTexts(xml, 'link')).toEqual([
      'https://www.example.co.uk/news',
      'https://www.example.co.uk/read-a-news/12/payroll-pensions-what-changes-in-april',
      'https://www.example.co.uk/read-a-news/9/our-new-office',
    ]);
    expect(xmlTexts(xml, 'pubDate')).toEqual([
      'Fri, 20 Nov 2026 00:00:00 GMT',
      'Fri, 02 Oct 2026 00:00:00 GMT',
    ]);
    expect(xmlTexts(xml, 'description')).toEqual([
      'Company news from our team.',
      'A',
      'Moving. We are in Digbeth.',
    ]);
    expect(xmlTexts(xml, 'lastBuildDate')).toEqual(['Fri, 20 Nov 2026 00:00:00 GMT']);
    expect(xml).toContain('href="https://www.example.co.uk/news/feed.xml"');
  });

  it('leaves out an article whose day cannot be read, and answers 503 when the news cannot', async () => {
    const xml = newsFeedXml([article(3, 'Undated', 'someday', '<p>x</p>')], 'News.');
    expect(xmlTexts(xml, 'item')).toEqual([]);
    const refused = newsFeedResponse({ ok: false }, 'News.');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('120');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const served = newsFeedResponse({ ok: true, data: { results: [] } }, 'News.');
    expect(served.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(xmlTexts(await served.text(), 'channel')).toHaveLength(1);
  });
});

describe('the news feed’s door', () => {
  const feed = async () => {
    const { GET } = await import('@/app/(site)/news/feed.xml/route');
    return GET(new NextRequest('https://www.example.co.uk/news/feed.xml'), {});
  };

  it('reads the published introduction even in an editor’s preview (draft mode)', async () => {
    news.items = [
      { id: 4, title: 'Our new office', date: '2026-11-20', image: null, description: '<p>A</p>' },
    ];
    const response = await feed();
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xmlTexts(xml, 'description')[0]).toBe(news.published.intro);
    expect(xml).not.toContain('Embargoed');
    expect(xmlTexts(xml, 'title').slice(1)).toEqual(['Our new office']);
  });

  it('says it is public and how long it may be kept: as long as the news list’s reads', async () => {
    const response = await feed();
    expect(LISTING_CACHE_CONTROL).toBe('public, max-age=10, s-maxage=10');
    expect(response.headers.get('cache-control')).toBe(LISTING_CACHE_CONTROL);
  });
});
