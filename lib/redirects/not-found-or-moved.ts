import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { after } from 'next/server';
import { cache } from 'react';
import { countNotFound } from './count-not-found';
import { movedTo } from './moved-to';

// Once per render, though the page's metadata and its body may both end here.
const countOnce = cache((path: string) => after(() => countNotFound(path)));

/**
 * Where a data page (a news article, a job, a page of the archive) finds nothing at `path`: the
 * redirect from that address (308 or 307) if there is one, else 404, counted in the Not found log.
 * The page is cached with what it answered, tagged by the lookup: a change of the redirects
 * expires it. So its 404s are counted as often as it renders: at most every 10 s (revalidate).
 */
export async function notFoundOrMoved(path: string): Promise<never> {
  const target = await movedTo(path);
  if (target) return target.permanent ? permanentRedirect(target.to) : redirect(target.to);
  countOnce(path);
  notFound();
}
