import 'server-only';
import { contentPaths } from '@/lib/seo/content-paths';
import { pathOf } from '@/lib/content/page-paths';

// The image endpoint encodes a picture on its first request (AVIF: 0.4-1 s a width on 2 cores)
// and keeps it on disk after. A page's preloaded picture is its LCP, so the first visitor of
// each page would wait for that encoding: after start, the server asks itself for them instead.
const PAGES = [...contentPaths(), pathOf('news')];
// What browsers that take AVIF send (Chrome, Edge, Firefox, Safari 16+): the endpoint keeps one
// encoding per format it chose from this header.
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** The addresses of every width of the pictures a page's HTML preloads. */
export function preloadedImageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="preload"/i.test(tag) || !/\bas="image"/i.test(tag)) continue;
    const srcSet = /\bimagesrcset="([^"]*)"/i.exec(tag)?.[1];
    const candidates = srcSet
      ? srcSet.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      : [];
    if (candidates.length === 0) candidates.push(/\bhref="([^"]*)"/i.exec(tag)?.[1] ?? '');
    for (const url of candidates) if (url.startsWith('/')) urls.add(url.replaceAll('&amp;', '&'));
  }
  return [...urls];
}

async function serving(origin: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Once the server at `origin` answers, reads each page and requests each preloaded picture, one
 * at a time so visitors keep the other core. Returns how many pictures are now ready.
 */
export async function warmPreloadedImages(origin: string, pages = PAGES): Promise<number> {
  if (!(await serving(origin, Date.now() + 120_000))) return 0;
  const urls = new Set<string>();
  for (const page of pages) {
    const response = await fetch(`${origin}${page}`);
    if (response.ok) for (const url of preloadedImageUrls(await response.text())) urls.add(url);
  }
  let ready = 0;
  for (const url of urls) {
    const response = await fetch(`${origin}${url}`, { headers: { accept: BROWSER_ACCEPT } });
    await response.arrayBuffer();
    if (response.ok) ready += 1;
  }
  return ready;
}
