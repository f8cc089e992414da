// Helpers for the live public site tests: unique visitors and back-office calls by API.
import type { APIRequestContext } from '@playwright/test';

let counter = 0;
/** A documentation-range address unique to this test run and call (per-IP limits, visits). */
export function uniqueIp(): string {
  counter += 1;
  const n = (process.pid * 97 + counter * 13 + Date.now()) % 65_000;
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function adminJson<T>(
  request: APIRequestContext,
  baseURL: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(path, {
    method,
    headers: { origin: baseURL },
    data: data === undefined ? undefined : data,
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
}

/** Every item of a paged admin list (bounded), to find what a test created. */
export async function listAll<T>(
  request: APIRequestContext,
  path: string,
  maxPages = 30,
): Promise<T[]> {
  const items: T[] = [];
  for (let page: number | null = 1; page && page <= maxPages;) {
    const response = await request.get(`${path}?page=${page}`);
    const body = (await response.json()) as { results: T[]; next: number | null };
    items.push(...body.results);
    page = body.next;
  }
  return items;
}

export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const locsOf = async (request: APIRequestContext, path: string): Promise<string[]> =>
  [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&'),
  );

/** Every address in the sitemaps that the index at /sitemap.xml (named by robots.txt) lists. */
export async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const parts = await locsOf(request, '/sitemap.xml');
  const lists = await Promise.all(parts.map((part) => locsOf(request, new URL(part).pathname)));
  return lists.flat();
}
