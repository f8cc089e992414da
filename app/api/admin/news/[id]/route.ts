import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminRoute, parseId } from '@/lib/auth/admin-route';
import { INVALID_FIELDS_MESSAGE } from '@/lib/forms/field-errors';
import { readNewsForm } from '@/lib/forms/news-form';
import { jsonError, withServerErrorWording } from '@/lib/http/respond';
import { expireNews } from '@/lib/site/cache/expire';

export const GET = adminRoute<{ id: string }>('news', async ({ params }) => {
  const backend = await getBackend();
  const news = await backend.getNews(parseId(params.id));
  return news ? NextResponse.json(news) : jsonError(404, 'No news found');
});

export const PATCH = adminRoute<{ id: string }>('news', async ({ request, params }) => {
  const id = parseId(params.id);
  const form = await readNewsForm(request, false);
  if (!form.ok) return jsonError(400, INVALID_FIELDS_MESSAGE, form.fields);
  const backend = await getBackend();
  const news = await backend.updateNews(id, form.value).catch(withServerErrorWording);
  await expireNews();
  return NextResponse.json(news);
});

export const DELETE = adminRoute<{ id: string }>('news', async ({ params }) => {
  const backend = await getBackend();
  await backend.removeNews(parseId(params.id));
  await expireNews();
  return new Response(null, { status: 204 });
});
