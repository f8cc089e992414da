import 'server-only';
import { statusToday } from './ask-this-server';
import { isServerOnlyPath } from './internal-addresses';
import { movedTo } from './moved-to';
import { serviceAt } from '@/lib/services/service-list';
import { ownPageAt } from '@/lib/own-pages/own-page-list';

// What each address answered, kept a few seconds: the editor asks again as the copy changes, and
// a page with many links would otherwise ask this server for each of them every time.
const KEEP_MS = 10_000;
const MAX_LINKS = 100;
const answers = new Map<string, { missing: boolean; at: number }>();

/**
 * Whether `path` is a live service or page of the firm's own at an address the build did not
 * know: asked with the redirects left out, this server answers those 404 (only the fallback that
 * the question skips leads to them), so they are looked up instead.
 */
async function isLiveAddressedPage(path: string): Promise<boolean> {
  const single = /^\/([^/]+)\/?$/.exec(path);
  if (!single) return false;
  const [service, page] = await Promise.all([serviceAt(single[1]!), ownPageAt(single[1]!)]);
  return service?.status === 'live' || page?.status === 'live';
}

/**
 * Whether `link` (an address of this site, as `siteLinksOf` gives it) answers 404 to a visitor
 * today: this server is asked itself, as the redirects' check does, so every page, service,
 * article and job counts as it is now, drafts not; an address a redirect takes is not missing.
 * When this server cannot tell (it timed out), the link is not held against the page.
 */
async function isMissing(link: string): Promise<boolean> {
  const path = link.replace(/[?#].*$/, '') || '/';
  if (isServerOnlyPath(path)) return true;
  if (await isLiveAddressedPage(path)) return false;
  const kept = answers.get(link);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.missing;
  let missing = false;
  try {
    missing = (await statusToday(link)) === 404 && (await movedTo(path)) === null;
  } catch (error) {
    console.error(
      '[checks] could not ask for',
      link,
      error instanceof Error ? error.message : error,
    );
    return false;
  }
  if (answers.size > 1000) answers.clear();
  answers.set(link, { missing, at: Date.now() });
  return missing;
}

/** The links among `links` that answer 404, in their order (at most the first 100 are asked). */
export async function missingSiteLinks(links: readonly string[]): Promise<string[]> {
  const asked = links.slice(0, MAX_LINKS);
  const missing: string[] = [];
  // A few at a time: each is a request this server answers meanwhile.
  for (let at = 0; at < asked.length; at += 4) {
    const batch = asked.slice(at, at + 4);
    const found = await Promise.all(batch.map(isMissing));
    missing.push(...batch.filter((_, index) => found[index]));
  }
  return missing;
}
