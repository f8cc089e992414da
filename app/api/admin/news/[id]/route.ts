import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { readNewsForm } from '@/lib/forms/news-form';
import { newsCopyParts } from '@/lib/domain/news';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';
import { jsonError } from '@/lib/http/respond';
import { editNews } from '@/lib/news/edit-news';
import { removeNews } from '@/lib/news/remove-news';

export const GET = adminDoor<{ id: string }>('news', async ({ params }) => {
  const backend = await getBackend();
  const news = await backend.getNews(parseId(params.id));
  return news ? NextResponse.json(news) : jsonError(404, 'No news found');
});

export const PATCH = adminDoor<{ id: string }>('news', async ({ request, params, account }) => {
  const id = parseId(params.id);
  const form = await readNewsForm(request, false);
  if (!form.ok) return jsonError(400, INVALID_FIELDS_MESSAGE, form.fields);
  await refuseFailedChecks(newsCopyParts(form.value));
  return NextResponse.json(await editNews(account, id, form.value));
});

export const DELETE = adminDoor<{ id: string }>('news', async ({ params, account }) => {
  await removeNews(account, parseId(params.id));
  return new Response(null, { status: 204 });
});
