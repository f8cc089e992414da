// The existing API of SPEC.md section 7, to the letter: these methods on these paths, nothing
// else (other paths 404, other methods 405). Messages, news and jobs come three to a page;
// visitors ten (SPEC.md section 9).
import { z } from 'zod';
import { Answer, notFound, paginate, readFormBody, readJsonBody, validate, type FakeAnswer, type FakeRequest } from './http';
import { byNewest, type FakeNews, type FakeStore } from './store';

export const PAGE_SIZE = 3;
export const VISITOR_PAGE_SIZE = 10;

type Handler = (store: FakeStore, request: FakeRequest, id: number) => FakeAnswer | Promise<FakeAnswer>;
type Methods = Record<string, Handler>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
const required = z.string().min(1, 'This field may not be blank.');
const now = () => new Date().toISOString();

const messageInput = z.object({
  full_name: required,
  userEmail: z.email('Enter a valid email address.'),
  phone_number: required,
  service_of_interest: required,
  description: required,
  user: z.string().nullish(),
});
const replyInput = z.object({
  user: z.string(),
  userEmail: z.string(),
  message: z.number().int(),
  reply_text: z.string(),
  admin_user: z.string(),
});
const jobInput = z.object({ end_date: day, title: required, description: required, requirements: required });
const visitInput = z.object({ ip_address: z.string().min(1).max(64) });

const find = <T extends { id: number }>(items: T[], id: number): T => {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw notFound();
  return item;
};
const remove = <T extends { id: number }>(items: T[], id: number): FakeAnswer => {
  items.splice(items.indexOf(find(items, id)), 1);
  return { status: 204 };
};

function newsJson(item: FakeNews, request: FakeRequest) {
  return { ...item, image: item.image ? `${request.origin}/media/news/${item.image}` : null };
}

async function readNews(store: FakeStore, request: FakeRequest, partial: boolean) {
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const fields = z.object({ date: day, title: required, description: z.string() });
  const values = validate(partial ? fields.partial() : fields, {
    date: text('date'),
    title: text('title'),
    description: text('description'),
  });
  const file = form.get('image');
  let image: string | undefined;
  if (file instanceof File && file.size > 0) {
    if (!file.type.startsWith('image/') || !/\.(jpe?g|png|gif|webp)$/i.test(file.name)) {
      throw new Answer({ status: 400, body: { image: ['Upload a valid image.'] } });
    }
    image = store.saveImage(file.name, { bytes: Buffer.from(await file.arrayBuffer()), type: file.type });
  } else if (!partial) {
    throw new Answer({ status: 400, body: { image: ['No file was submitted.'] } });
  }
  // An empty `image` on PATCH (SPEC.md: "image (or empty)") keeps the banner.
  return { ...values, ...(image ? { image } : {}) };
}

const messages: Methods = {
  GET: (store, request) => paginate([...store.messages].sort(byNewest((m) => m.created_at)), request, PAGE_SIZE),
  POST: (store, request) => {
    const input = validate(messageInput, readJsonBody(request));
    const message = { ...input, user: input.user ?? null, id: store.nextId(), created_at: now(), replies: [] };
    store.messages.push(message);
    return { status: 201, body: message };
  },
};

const replies: Methods = {
  POST: (store, request) => {
    const input = validate(replyInput, readJsonBody(request));
    const message = store.messages.find((candidate) => candidate.id === input.message);
    if (!message) {
      throw new Answer({ status: 400, body: { message: [`Invalid pk "${input.message}" - object does not exist.`] } });
    }
    const reply = { ...input, id: store.nextId(), created_at: now() };
    message.replies.push(reply);
    return { status: 201, body: reply };
  },
};

const news: Methods = {
  GET: (store, request) =>
    paginate([...store.news].sort(byNewest((n) => n.date)).map((n) => newsJson(n, request)), request, PAGE_SIZE),
  POST: async (store, request) => {
    const values = await readNews(store, request, false);
    const item = { id: store.nextId(), image: null, ...values } as FakeNews;
    store.news.push(item);
    return { status: 201, body: newsJson(item, request) };
  },
};

const newsItem: Methods = {
  GET: (store, request, id) => ({ status: 200, body: newsJson(find(store.news, id), request) }),
  PATCH: async (store, request, id) => {
    const item = find(store.news, id);
    Object.assign(item, await readNews(store, request, true));
    return { status: 200, body: newsJson(item, request) };
  },
  DELETE: (store, _request, id) => remove(store.news, id),
};

const jobs: Methods = {
  GET: (store, request) => paginate([...store.jobs].sort(byNewest((j) => j.start_date)), request, PAGE_SIZE),
  POST: (store, request) => {
    const input = validate(jobInput, readJsonBody(request));
    const job = { id: store.nextId(), ...input, start_date: now().slice(0, 10) };
    store.jobs.push(job);
    return { status: 201, body: job };
  },
};

const jobItem: Methods = {
  GET: (store, _request, id) => ({ status: 200, body: find(store.jobs, id) }),
  PATCH: (store, request, id) => {
    const job = find(store.jobs, id);
    Object.assign(job, validate(jobInput.partial(), readJsonBody(request)));
    return { status: 200, body: job };
  },
  DELETE: (store, _request, id) => remove(store.jobs, id),
};

const visitors: Methods = {
  GET: (store, request) =>
    paginate([...store.visitors].sort(byNewest((v) => v.created_at)), request, VISITOR_PAGE_SIZE),
  POST: (store, request) => {
    const visitor = { id: store.nextId(), ...validate(visitInput, readJsonBody(request)), created_at: now() };
    store.visitors.push(visitor);
    return { status: 201, body: visitor };
  },
};

// SPEC.md shows GET and DELETE of a news item both with and without the trailing slash.
const ROUTES: [RegExp, Methods][] = [
  [/^\/api\/messages\/update\/messages\/$/, messages],
  [/^\/api\/messages\/update\/messages\/(\d+)\/$/, { DELETE: (store, _request, id) => remove(store.messages, id) }],
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
    if (!handler) throw new Answer({ status: 405, body: { detail: `Method "${request.method}" not allowed.` } });
    return handler(store, request, Number(match[1] ?? 0));
  }
  throw notFound();
}
