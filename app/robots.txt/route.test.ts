// What crawlers read (robots.txt and the sitemaps) says how it may be kept: public, for as long
// as what it lists may be old (lib/seo/cache-control.ts). None reads a page's draft.
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_CACHE_CONTROL, ORIGIN_CACHE_CONTROL } from '@/lib/seo/cache-control';

vi.mock('@/lib/config/env', async () => {
  const { parseEnv } = await import('@/lib/config/env-schema');
  return { env: () => parseEnv(process.env) };
});
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  connection: async () => undefined,
}));
// The sitemaps' reads are their own tests' (and the end-to-end suite's): here, what is sent.
vi.mock('@/lib/seo/sitemap', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/seo/sitemap')>()),
  contentPages: async () => [{ url: 'https://www.example.co.uk/about' }],
  dataPages: async () => [{ url: 'https://www.example.co.uk/news' }],
}));
beforeEach(() => vi.stubEnv('SITE_URL', 'https://www.example.co.uk'));
afterEach(() => vi.unstubAllEnvs());

type Get = (request: NextRequest, context: unknown) => Promise<Response>;
const get = (door: Get, path: string) =>
  door(new NextRequest(`https://www.example.co.uk${path}`), {});

describe('what crawlers read', () => {
  it('robots.txt keeps crawlers out of admin and api, names the index, and may be kept an hour', async () => {
    const { GET } = await import('./route');
    const response = await get(GET, '/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(ORIGIN_CACHE_CONTROL);
    expect(ORIGIN_CACHE_CONTROL).toBe('public, max-age=3600, s-maxage=3600');
    expect(await response.text()).toBe(
      [
        'User-Agent: *',
        'Disallow: /admin',
        'Disallow: /api',
        '',
        'Sitemap: https://www.example.co.uk/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('the sitemap index may be kept an hour; the sitemaps as long as the data pages’ reads', async () => {
    const index = await get((await import('@/app/sitemap.xml/route')).GET, '/sitemap.xml');
    expect(index.headers.get('cache-control')).toBe(ORIGIN_CACHE_CONTROL);
    expect(await index.text()).toContain('https://www.example.co.uk/sitemap-pages.xml');
    const pages = await get(
      (await import('@/app/sitemap-pages.xml/route')).GET,
      '/sitemap-pages.xml',
    );
    expect(pages.headers.get('cache-control')).toBe(LISTING_CACHE_CONTROL);
    expect(await pages.text()).toContain('<loc>https://www.example.co.uk/about</loc>');
    const data = await get(
      (await import('@/app/server-sitemap.xml/route')).GET,
      '/server-sitemap.xml',
    );
    expect(data.headers.get('cache-control')).toBe(LISTING_CACHE_CONTROL);
    expect(await data.text()).toContain('<loc>https://www.example.co.uk/news</loc>');
  });
});
