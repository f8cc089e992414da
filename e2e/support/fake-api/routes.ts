// The existing API of docs/spec.md section 7, to the letter: these methods on these paths, nothing
// else (other paths 404, other methods 405), and a path missing its trailing slash redirected as
// Django's APPEND_SLASH does.
import { Answer, notFound, type FakeAnswer, type FakeRequest } from './http';
import { jobItem, jobs, messages, remove, replies, visitors, type Methods } from './handlers';
import { news, newsItem } from './news-handlers';
import type { FakeStore } from './store';

// Every route ends in a slash, as DRF's routers write them. docs/spec.md's news item without
// one (GET and DELETE) is the old product's address, which worked through the redirect.
const ROUTES: [RegExp, Methods][] = [
  [/^\/api\/messages\/update\/messages\/$/, messages],
  [
    /^\/api\/messages\/update\/messages\/(\d+)\/$/,
    { DELETE: (store, _request, id) => remove(store.messages, id) },
  ],
  [/^\/api\/messages\/update\/replies\/$/, replies],
  [/^\/api\/news\/update\/news\/$/, news],
  [/^\/api\/news\/update\/news\/(\d+)\/$/, newsItem],
  [/^\/api\/jobs\/update\/jobs\/$/, jobs],
  [/^\/api\/jobs\/update\/jobs\/(\d+)\/$/, jobItem],
  [/^\/api\/client-tracking\/ips\/$/, visitors],
];

const isRoute = (pathname: string) => ROUTES.some(([pattern]) => pattern.test(pathname));

/**
 * Django's CommonMiddleware with APPEND_SLASH and DEBUG off: a path that is no route but is one
 * with a slash added answers 301 to it (query kept, Location relative), for every method,
 * before any view or authentication runs. (With DEBUG on, Django raises for POST, PUT and
 * PATCH instead, which a deployed API does not run with.)
 */
export function appendSlash(request: FakeRequest): FakeAnswer | null {
  const { pathname, search } = request.url;
  if (pathname.endsWith('/') || isRoute(pathname) || !isRoute(`${pathname}/`)) return null;
  return { status: 301, headers: { location: `${pathname}/${search}` } };
}

/** Answers one API request, or 404/405 as Django would. */
export async function route(store: FakeStore, request: FakeRequest): Promise<FakeAnswer> {
  const { pathname } = request.url;
  const media = /^\/media\/news\/([\w.-]+)$/.exec(pathname);
  if (media && request.method === 'GET') {
    const image = store.images.get(media[1]!);
    if (!image) throw notFound();
    return { status: 200, bytes: image.bytes, headers: { 'content-type': image.type } };
  }
  for (const [pattern, methods] of ROUTES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const handler = methods[request.method];
    if (!handler)
      throw new Answer({
        status: 405,
        body: { detail: `Method "${request.method}" not allowed.` },
      });
    return handler(store, request, Number(match[1] ?? 0));
  }
  throw notFound();
}
