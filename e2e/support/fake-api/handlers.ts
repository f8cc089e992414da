// What each endpoint of the existing API does, as a DRF ModelViewSet would: validation errors
// as {field: [message]}, 201 with the record on create, 204 on delete. Messages, news and jobs
// come three to a page; visitors ten (docs/spec.md section 9).
import { z } from 'zod';
import {
  Answer,
  notFound,
  paginate,
  readJsonBody,
  validate,
  type FakeAnswer,
  type FakeRequest,
} from './http';
import { byNewest, type FakeStore } from './store';

export const PAGE_SIZE = 3;
export const VISITOR_PAGE_SIZE = 10;

export type Handler = (
  store: FakeStore,
  request: FakeRequest,
  id: number,
) => FakeAnswer | Promise<FakeAnswer>;
export type Methods = Record<string, Handler>;

export const day = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}$/,
    'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  );
export const required = z.string().min(1, 'This field may not be blank.');
export const now = () => new Date().toISOString();

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
const jobInput = z.object({
  end_date: day,
  title: required,
  description: required,
  requirements: required,
});
const visitInput = z.object({ ip_address: z.string().min(1).max(64) });

export const find = <T extends { id: number }>(items: T[], id: number): T => {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw notFound();
  return item;
};
export const remove = <T extends { id: number }>(items: T[], id: number): FakeAnswer => {
  items.splice(items.indexOf(find(items, id)), 1);
  return { status: 204 };
};

export const messages: Methods = {
  GET: (store, request) =>
    paginate([...store.messages].sort(byNewest((m) => m.created_at)), request, PAGE_SIZE),
  POST: (store, request) => {
    const input = validate(messageInput, readJsonBody(request));
    const message = {
      ...input,
      user: input.user ?? null,
      id: store.nextId(),
      created_at: now(),
      replies: [],
    };
    store.messages.push(message);
    return { status: 201, body: message };
  },
};

export const replies: Methods = {
  POST: (store, request) => {
    const input = validate(replyInput, readJsonBody(request));
    const message = store.messages.find((candidate) => candidate.id === input.message);
    if (!message) {
      throw new Answer({
        status: 400,
        body: { message: [`Invalid pk "${input.message}" - object does not exist.`] },
      });
    }
    const reply = { ...input, id: store.nextId(), created_at: now() };
    message.replies.push(reply);
    return { status: 201, body: reply };
  },
};

export const jobs: Methods = {
  GET: (store, request) =>
    paginate([...store.jobs].sort(byNewest((j) => j.start_date)), request, PAGE_SIZE),
  POST: (store, request) => {
    const input = validate(jobInput, readJsonBody(request));
    const job = { id: store.nextId(), ...input, start_date: now().slice(0, 10) };
    store.jobs.push(job);
    return { status: 201, body: job };
  },
};

export const jobItem: Methods = {
  GET: (store, _request, id) => ({ status: 200, body: find(store.jobs, id) }),
  PATCH: (store, request, id) => {
    const job = find(store.jobs, id);
    Object.assign(job, validate(jobInput.partial(), readJsonBody(request)));
    return { status: 200, body: job };
  },
  DELETE: (store, _request, id) => remove(store.jobs, id),
};

export const visitors: Methods = {
  GET: (store, request) =>
    paginate([...store.visitors].sort(byNewest((v) => v.created_at)), request, VISITOR_PAGE_SIZE),
  POST: (store, request) => {
    const visitor = {
      id: store.nextId(),
      ...validate(visitInput, readJsonBody(request)),
      created_at: now(),
    };
    store.visitors.push(visitor);
    return { status: 201, body: visitor };
  },
};
