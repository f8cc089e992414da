// The existing API of docs/spec.md section 7, to the letter: these methods on these paths, nothing
// else (other paths 404, other methods 405, no slash added or dropped).
import { Answer, notFound, type FakeAnswer, type FakeRequest } from './http';
import { jobItem, jobs, messages, remove, replies, visitors, type Methods } from './handlers';
import { news, newsItem } from './news-handlers';
import type { FakeStore } from './store';

// docs/spec.md shows GET and DELETE of a news item both with and without the trailing slash.
const ROUTES: [RegExp, Methods][] = [
  [/^\/api\/messages\/update\/messages\/$/, messages],
  [
    /^\/api\/messages\/update\/messages\/(\d+)\/$/,
    { DELETE: (store, _request, id) => remove(store.messages, id) },
  ],
  [/^\/api\/messages\/update\/replies\/$/, replies],
  [/^\/api\/news\/update\/news\/$/, news],
  [/^\/api\/news\/update\/news\/(\d+)$/, { GET: newsItem.GET!, DELETE: newsItem.DELETE! }],
  [/^\/api\/news\/update\/news\/(\d+)\/$/, newsItem],
  [/^\/api\/jobs\/update\/jobs\/$/, jobs],
  [/^\/api\/jobs\/update\/jobs\/(\d+)\/$/, jobItem],
  [/^\/api\/client-tracking\/ips\/$/, visitors],
];

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
