// Helpers for tests that drive the back office's doors (/api/admin/...) directly.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

export type PageBody<T> = {
  results: T[];
  count: number;
  next: number | null;
  previous: number | null;
};
export type NewsBody = {
  id: number;
  title: string;
  date: string;
  image: string | null;
  description: string;
};
export type JobBody = {
  id: number;
  title: string;
  description: string;
  requirements: string;
  start_date: string;
  end_date: string;
};
export type MessageBody = {
  id: number;
  full_name: string | null;
  userEmail: string | null;
  replies: { reply_text: string }[];
};

export const banners = {
  png: {
    name: 'opening-banner.png',
    mimeType: 'image/png',
    buffer: readFileSync('public/images/og.png'),
  },
  jpeg: {
    name: 'team-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync('public/images/about.jpg'),
  },
};

/** Walks a paged list by its `next` page numbers until `match` finds an item. */
export async function findInList<T>(
  request: APIRequestContext,
  path: string,
  match: (item: T) => boolean,
): Promise<T | undefined> {
  for (let page: number | null = 1; page !== null;) {
    const response = await request.get(`${path}?page=${page}`);
    expect(response.status(), `${path}?page=${page}`).toBe(200);
    const body = (await response.json()) as PageBody<T>;
    const found = body.results.find(match);
    if (found) return found;
    expect(body.next === null || body.next > page).toBe(true);
    page = body.next;
  }
  return undefined;
}

/** Fetches a same-origin image URL the app gave out and returns its type and bytes. */
export async function fetchImage(request: APIRequestContext, url: string) {
  expect(url.startsWith('/')).toBe(true);
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { type: response.headers()['content-type'], bytes: await response.body() };
}
