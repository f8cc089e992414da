import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { readNewsForm } from '@/lib/forms/news-form';
import { jsonError, withServerErrorWording } from '@/lib/http/respond';
import { expireNews } from '@/lib/site/cache/expire';
import { recordActivity } from '@/lib/own-data/activity/record';

export const GET = adminDoor<{ id: string }>('news', async ({ params }) => {
  const backend = await getBackend();
  const news = await backend.getNews(parseId(params.id));
  return news ? NextResponse.json(news) : jsonError(404, 'No news found');
});

export const PATCH = adminDoor<{ id: string }>('news', async ({ request, params, account }) => {
  const id = parseId(params.id);
  const form = await readNewsForm(request, false);
  if (!form.ok) return jsonError(400, INVALID_FIELDS_MESSAGE, form.fields);
  const backend = await getBackend();
  const news = await backend.updateNews(id, form.value).catch(withServerErrorWording);
  await expireNews();
  const entry = { kind: 'news', summary: 'Edited news', itemId: id } as const;
  await recordActivity(account, { ...entry, itemTitle: news.title });
  return NextResponse.json(news);
});

export const DELETE = adminDoor<{ id: string }>('news', async ({ params, account }) => {
  const id = parseId(params.id);
  const backend = await getBackend();
  // Its title, for the activity log: read first, as nothing is left to read after.
  const title = await backend.getNews(id).then(
    (news) => news?.title ?? null,
    () => null,
  );
  await backend.removeNews(id);
  await expireNews();
  const entry = { kind: 'removal', summary: 'Removed news', itemId: id } as const;
  await recordActivity(account, { ...entry, itemTitle: title });
  return new Response(null, { status: 204 });
});
