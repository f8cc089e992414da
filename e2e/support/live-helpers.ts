// Helpers for the live public site tests: back-office calls by API, the sitemap, redirects.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import sax from 'sax';

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

/**
 * The text of every element named `name` in an XML document (CDATA included), read by a strict
 * XML parser (sax in strict mode): a document that is not well-formed throws, as it would stop
 * a crawler or a feed reader.
 */
export function xmlTexts(xml: string, name: string): string[] {
  // strictEntities: XML's five entities only (its typings predate the option).
  const parser = sax.parser(true, { strictEntities: true } as sax.SAXOptions);
  const texts: string[] = [];
  let inside = false;
  parser.onopentag = (tag) => {
    inside = tag.name === name;
    if (inside) texts.push('');
  };
  parser.onclosetag = () => {
    inside = false;
  };
  parser.ontext = parser.oncdata = (text) => {
    if (inside) texts[texts.length - 1] += text;
  };
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
  return texts;
}

/** The text of every <loc>: a sitemap's or a sitemap index's addresses. */
export const xmlLocs = (xml: string): string[] => xmlTexts(xml, 'loc');

const locsOf = async (request: APIRequestContext, path: string): Promise<string[]> => {
  const response = await request.get(path);
  if (response.status() !== 200) throw new Error(`${path} answered ${response.status()}`);
  return xmlLocs(await response.text());
};

/** Every address in the sitemaps that the index at /sitemap.xml (named by robots.txt) lists. */
export async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const parts = await locsOf(request, '/sitemap.xml');
  const lists = await Promise.all(parts.map((part) => locsOf(request, new URL(part).pathname)));
  return lists.flat();
}

/** Every Location header of an answer as sent, repeated ones included. */
export const locationHeaders = (response: APIResponse): string[] =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'location')
    .map((header) => header.value);
