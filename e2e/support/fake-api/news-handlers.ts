// The news endpoints: multipart bodies, banners kept by file name and served from /media/news/.
import { z } from 'zod';
import { Answer, paginate, readFormBody, validate, type FakeRequest } from './http';
import { day, find, PAGE_SIZE, remove, required, type Methods } from './handlers';
import { byNewest, type FakeNews, type FakeStore } from './store';

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
  let image: string | null | undefined;
  if (file instanceof File && file.size > 0) {
    if (!file.type.startsWith('image/') || !/\.(jpe?g|png|gif|webp)$/i.test(file.name)) {
      throw new Answer({ status: 400, body: { image: ['Upload a valid image.'] } });
    }
    image = store.saveImage(file.name, {
      bytes: Buffer.from(await file.arrayBuffer()),
      type: file.type,
    });
  } else if (!partial) {
    throw new Answer({ status: 400, body: { image: ['No file was submitted.'] } });
  } else if (file !== null) {
    // As Django REST Framework does: an empty value of a nullable file field is None, so a
    // PATCH with `image=` deletes the banner; only a PATCH without the part keeps it.
    image = null;
  }
  return { ...values, ...(image !== undefined ? { image } : {}) };
}

export const news: Methods = {
  GET: (store, request) =>
    paginate(
      [...store.news].sort(byNewest((n) => n.date)).map((n) => newsJson(n, request)),
      request,
      PAGE_SIZE,
    ),
  POST: async (store, request) => {
    const values = await readNews(store, request, false);
    const item = { id: store.nextId(), image: null, ...values } as FakeNews;
    store.news.push(item);
    return { status: 201, body: newsJson(item, request) };
  },
};

export const newsItem: Methods = {
  GET: (store, request, id) => ({ status: 200, body: newsJson(find(store.news, id), request) }),
  PATCH: async (store, request, id) => {
    const item = find(store.news, id);
    Object.assign(item, await readNews(store, request, true));
    return { status: 200, body: newsJson(item, request) };
  },
  DELETE: (store, _request, id) => remove(store.news, id),
};
