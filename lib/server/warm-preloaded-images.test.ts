import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadedImageUrls, warmPreloadedImages } from './warm-preloaded-images';

// As React renders a preloaded picture of SiteImage into the page's <head>.
const heroPreload =
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=%2Fimages%2Fhero.jpg&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fimages%2Fhero.jpg&amp;w=1920&amp;q=75 1920w" imageSizes="100vw"/>';
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="preload" href="/_next/static/chunks/b.js" as="script"/>${heroPreload}</head><body><img src="/images/logo.svg" alt=""/></body></html>`;

describe('preloadedImageUrls', () => {
  it('lists every width of a preloaded picture, and nothing else the page links', () => {
    expect(preloadedImageUrls(page)).toEqual([
      '/_next/image?url=%2Fimages%2Fhero.jpg&w=640&q=75',
      '/_next/image?url=%2Fimages%2Fhero.jpg&w=1920&q=75',
    ]);
  });

  it('takes the href of a preloaded picture without a srcset', () => {
    expect(preloadedImageUrls('<link rel="preload" as="image" href="/images/about.jpg"/>')).toEqual(
      ['/images/about.jpg'],
    );
  });
});

describe('warmPreloadedImages', () => {
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    if (request.url === '/api/health') return response.end('ok');
    if (request.url === '/' || request.url === '/about') return response.end(page);
    if (request.url?.startsWith('/_next/image')) return response.end('image bytes');
    response.statusCode = 404;
    response.end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('requests each picture once, as a browser that takes AVIF asks for it', async () => {
    expect(await warmPreloadedImages(origin, ['/', '/about', '/missing'])).toBe(2);
    const images = requests.filter((request) => request.url.startsWith('/_next/image'));
    expect(images.map((request) => request.url)).toEqual(preloadedImageUrls(page));
    for (const image of images) expect(image.headers.accept).toMatch(/^image\/avif,image\/webp/);
  });
});
