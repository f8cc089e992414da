import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminRoute, parsePage } from '@/lib/http/admin-route';
import { cleanNews, cleanPage } from '@/lib/http/clean-html';
import { readNewsForm } from '@/lib/http/news-form';
import { jsonError } from '@/lib/http/respond';
import { revalidateNews } from '@/lib/revalidate';

export const GET = adminRoute(async ({ request }) => {
  const backend = await getBackend();
  return NextResponse.json(cleanPage(await backend.listNews(parsePage(request)), cleanNews));
});

export const POST = adminRoute(async ({ request }) => {
  const form = await readNewsForm(request, true);
  if (!form.ok) return jsonError(400, 'Please correct the highlighted fields.', form.fields);
  const { image, ...fields } = form.value;
  const backend = await getBackend();
  const news = await backend.createNews({ ...fields, image: image! });
  await revalidateNews();
  return NextResponse.json(news, { status: 201 });
});
