import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { readNewsDraftForm } from '@/lib/forms/news-draft-form';
import { newsCopyParts } from '@/lib/domain/news';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';
import { jsonError } from '@/lib/http/respond';
import { getNewsDraft, newsDraftHasImage, removeNewsDraft } from '@/lib/news/draft-actions';
import { saveNewsDraft } from '@/lib/news/save-news-draft';

const NO_DRAFT = 'No draft found';
const BUSY = 'This post is being published right now; reload to see it in the news list.';

export const GET = adminDoor<{ id: string }>('news', async ({ params }) => {
  const draft = await getNewsDraft(parseId(params.id));
  return draft ? NextResponse.json(draft) : jsonError(404, NO_DRAFT);
});

/** Saves over a draft ("Save draft") or posts it, now or at "Publish at" ("Post News"). */
export const PATCH = adminDoor<{ id: string }>('news', async ({ request, params, account }) => {
  const id = parseId(params.id);
  const read = await readNewsDraftForm(request, await newsDraftHasImage(id));
  if (!read.ok) return jsonError(400, INVALID_FIELDS_MESSAGE, read.fields);
  // A draft may be unfinished; what goes out, now or at its time, is checked as it is sent.
  if (read.form.intent === 'post') await refuseFailedChecks(newsCopyParts(read.form.value));
  const outcome = await saveNewsDraft(id, read.form, account);
  if (outcome === null) return jsonError(404, NO_DRAFT);
  if (outcome === 'busy') return jsonError(409, BUSY);
  return NextResponse.json(outcome);
});

export const DELETE = adminDoor<{ id: string }>('news', async ({ params, account }) => {
  const removed = await removeNewsDraft(account, parseId(params.id));
  if (!removed) return jsonError(404, NO_DRAFT);
  return new Response(null, { status: 204 });
});
