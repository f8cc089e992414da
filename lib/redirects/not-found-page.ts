import 'server-only';
import { loadServices } from '@/lib/services/service-list';
import { askThisServer } from './ask-this-server';

// No route can ever take it: a folder of app/ whose name starts with _ is private.
const NOWHERE = '/_nowhere';
const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';
// What Next's answer to an unknown address depends on: a page, its data for the client router
// (RSC), or plain text for a picture, a script... (Next's isNonHtmlSecFetchDest).
const ASKED_WITH = [
  'accept',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'sec-fetch-dest',
  'sec-fetch-mode',
];
const SUBRESOURCES = new Set([
  ...['audio', 'audioworklet', 'font', 'image', 'json', 'manifest', 'paintworklet', 'report'],
  ...['script', 'serviceworker', 'sharedworker', 'style', 'track', 'video', 'webidentity'],
  ...['worker', 'xslt'],
]);

type Page = { body: Uint8Array<ArrayBuffer>; contentType: string };
let page: Promise<Page> | undefined;
let pageServices: unknown;

/**
 * The 404 page Next sends for every address no route takes (app/global-not-found.tsx): one
 * render, cached, the same bytes whatever the address. So it is asked for once per process,
 * and again when the services its menus and footer name have changed.
 */
async function notFoundDocument(): Promise<Page> {
  const services = await loadServices();
  if (services !== pageServices) page = undefined;
  pageServices = services;
  page ??= askThisServer(NOWHERE, {
    headers: { accept: 'text/html', 'sec-fetch-dest': 'document' },
  })
    .then(async (response) => {
      const contentType = response.headers.get('content-type') ?? '';
      if (response.status !== 404 || !contentType.startsWith('text/html'))
        throw new Error(`the 404 page answered ${response.status} ${contentType}`);
      // Bytes, so that no answer encodes the page again.
      return { body: new Uint8Array(await response.arrayBuffer()), contentType };
    })
    .catch((error: unknown) => {
      page = undefined;
      throw error;
    });
  return page;
}

const wantsDocument = (request: Request) =>
  !request.headers.has('rsc') && !SUBRESOURCES.has(request.headers.get('sec-fetch-dest') ?? '');

/**
 * What Next itself answers `request` at an address no route takes: the 404 page, kept in memory,
 * for a page request; anything else (the client router's data, a missing picture) asked anew.
 * `status` 410: the same page for an address whose page was taken down for good.
 */
export async function notFoundPage(request: Request, status: 404 | 410 = 404): Promise<Response> {
  try {
    if (wantsDocument(request)) {
      const { body, contentType } = await notFoundDocument();
      const headers = { 'Content-Type': contentType, 'Cache-Control': NOT_FOUND_CACHE_CONTROL };
      return new Response(body, { status, headers });
    }
    const asked = new Headers();
    for (const name of ASKED_WITH) {
      const value = request.headers.get(name);
      if (value !== null) asked.set(name, value);
    }
    const answer = await askThisServer(NOWHERE, { headers: asked });
    const headers = new Headers({ 'Cache-Control': NOT_FOUND_CACHE_CONTROL });
    for (const name of ['content-type', 'vary']) {
      const value = answer.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(answer.body, { status: status === 410 ? 410 : answer.status, headers });
  } catch (error) {
    console.error('[not found] the 404 page:', error instanceof Error ? error.message : error);
    const text = status === 410 ? 'Gone' : 'Not Found';
    return new Response(text, { status, headers: { 'Content-Type': 'text/plain' } });
  }
}
