import 'server-only';
import type { z } from 'zod';
import { BackendError } from '@/lib/domain/backend-error';
import type { Page } from '@/lib/domain/paging';
import { expectOk, parseAnswer, type UpstreamClient } from './client';
import { ownUrl } from './links';
import { drfPageSchema, type DrfPage } from './schemas';

/**
 * The page number a DRF next/previous link names: its `page` query parameter, or 1 when it has
 * none (DRF drops it from the link to the first page). Links off API_BASE_URL's origin, or
 * with a page that is not a whole number, count as no link at all.
 */
export function pageFromLink(link: string | null, baseUrl: string): number | null {
  if (!link) return null;
  const url = ownUrl(link, baseUrl);
  if (!url) return null;
  const page = url.searchParams.get('page');
  if (page === null) return 1;
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : null;
}

/** A DRF page as the app's Page: page numbers, and only links that move the right way. */
export function toPage<R, T>(
  raw: DrfPage<R>,
  page: number,
  baseUrl: string,
  reshape: (item: R) => T,
): Page<T> {
  const next = pageFromLink(raw.next, baseUrl);
  const previous = pageFromLink(raw.previous, baseUrl);
  return {
    results: raw.results.map(reshape),
    count: raw.count,
    next: next !== null && next > page ? next : null,
    previous: previous !== null && previous < page ? previous : null,
  };
}

type ListOptions<S extends z.ZodType, T> = {
  path: string;
  item: S;
  reshape: (item: z.output<S>) => T;
  what: string;
  /** Send `?page=1` too (the visitors list does, docs/spec.md section 7). */
  alwaysNumbered?: boolean;
};

/**
 * GETs page `page` of a list. A page past the end (DRF answers 404) is an empty page; a 404 on
 * the first page means the list itself is missing, which is the API failing, not "not found".
 */
export async function readPage<S extends z.ZodType, T>(
  client: UpstreamClient,
  page: number,
  options: ListOptions<S, T>,
): Promise<Page<T>> {
  const query = page > 1 || options.alwaysNumbered ? `?page=${page}` : '';
  const answer = await client.send('GET', client.url(`${options.path}${query}`));
  if (answer.status === 404) {
    if (page > 1) return { results: [], count: 0, next: null, previous: page - 1 };
    throw new BackendError('upstream', 'The service answered with an error (HTTP 404)');
  }
  const raw = parseAnswer(drfPageSchema(options.item), expectOk(answer, options.what));
  return toPage(raw as DrfPage<z.output<S>>, page, client.config.baseUrl, options.reshape);
}
