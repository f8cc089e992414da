// Helpers for the live public site tests: back-office calls by API and the sitemap.
import type { APIRequestContext } from '@playwright/test';

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
