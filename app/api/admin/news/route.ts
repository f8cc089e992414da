import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parsePage } from '@/lib/doors/params';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { readNewsForm } from '@/lib/forms/news-form';
import { newsCopyParts } from '@/lib/domain/news';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';
import { jsonError } from '@/lib/http/respond';
import { postNews } from '@/lib/news/post-news';

export const GET = adminDoor('news', async ({ request }) => {
  const backend = await getBackend();
  return NextResponse.json(await backend.listNews(parsePage(request)));
});

export const POST = adminDoor('news', async ({ request, account }) => {
  const form = await readNewsForm(request, true);
  if (!form.ok) return jsonError(400, INVALID_FIELDS_MESSAGE, form.fields);
  await refuseFailedChecks(newsCopyParts(form.value));
  const { image, ...fields } = form.value;
  return NextResponse.json(await postNews(account, { ...fields, image: image! }), { status: 201 });
});
