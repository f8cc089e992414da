// The paged lists of the back office's doors (/api/admin/...?page=N), read as the screens read
// them: one page, or page after page by their `next` numbers.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Page } from '../../lib/domain/paging';
import { retryReset } from './retry-reset';

const pageAddress = (path: string, number: number) =>
  `${path}${path.includes('?') ? '&' : '?'}page=${number}`;

/** One page of an admin list door. */
export async function listPage<T>(
  request: APIRequestContext,
  path: string,
  number = 1,
): Promise<Page<T>> {
  const address = pageAddress(path, number);
  const response = await retryReset(() => request.get(address));
  expect(response.status(), address).toBe(200);
  return (await response.json()) as Page<T>;
}

/** Each page of a list in turn, from the first, following `next` (at most `maxPages`). */
export async function* pagesOf<T>(
  request: APIRequestContext,
  path: string,
  maxPages = Infinity,
): AsyncGenerator<Page<T>> {
  for (let number: number | null = 1; number !== null && number <= maxPages;) {
    const body: Page<T> = await listPage<T>(request, path, number);
    yield body;
    expect(body.next === null || body.next > number).toBe(true);
    number = body.next;
  }
}

/** Every item of a list (bounded), to find what a test created. */
export async function listAll<T>(
  request: APIRequestContext,
  path: string,
  maxPages = 30,
): Promise<T[]> {
  const items: T[] = [];
  for await (const body of pagesOf<T>(request, path, maxPages)) items.push(...body.results);
  return items;
}

/** Walks a list until `match` finds an item. */
export async function findInList<T>(
  request: APIRequestContext,
  path: string,
  match: (item: T) => boolean,
): Promise<T | undefined> {
  for await (const body of pagesOf<T>(request, path)) {
    const found = body.results.find(match);
    if (found) return found;
  }
  return undefined;
}
