import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { xmlTexts } from '@/e2e/support/live-helpers';
import type { News } from '@/lib/domain/news';
import { newsFeedResponse, newsFeedXml } from './news-feed';

vi.mock('../../config/env', async () => {
  const { parseEnv } = await import('@/lib/config/env-schema');
  return { env: () => parseEnv(process.env) };
});
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
    const served = newsFeedResponse({ ok: true, data: { results: [] } }, 'News.');
    expect(served.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(xmlTexts(await served.text(), 'channel')).toHaveLength(1);
  });
});
