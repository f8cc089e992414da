import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parsePage } from '@/lib/doors/params';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { readNewsForm } from '@/lib/forms/news-form';
import { jsonError, withServerErrorWording } from '@/lib/http/respond';
import { expireNews } from '@/lib/site/cache/expire';
import { recordActivity } from '@/lib/own-data/activity/record';

export const GET = adminDoor('news', async ({ request }) => {
  const backend = await getBackend();
  return NextResponse.json(await backend.listNews(parsePage(request)));
});

export const POST = adminDoor('news', async ({ request, account }) => {
  const form = await readNewsForm(request, true);
  if (!form.ok) return jsonError(400, INVALID_FIELDS_MESSAGE, form.fields);
  const { image, ...fields } = form.value;
  const backend = await getBackend();
  const news = await backend.createNews({ ...fields, image: image! }).catch(withServerErrorWording);
  await expireNews();
  const entry = { kind: 'news', summary: 'Posted news', itemId: news.id } as const;
  await recordActivity(account, { ...entry, itemTitle: news.title });
  return NextResponse.json(news, { status: 201 });
});
