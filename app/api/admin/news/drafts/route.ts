import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { INVALID_FIELDS_MESSAGE } from '@/lib/http/field-errors';
import { readNewsDraftForm } from '@/lib/forms/news-draft-form';
import { newsCopyParts } from '@/lib/domain/news';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';
import { jsonError } from '@/lib/http/respond';
import { listNewsDrafts } from '@/lib/news/draft-actions';
import { saveNewsDraft } from '@/lib/news/save-news-draft';

/** Every draft and scheduled post (a handful: not paged). */
export const GET = adminDoor('news', async () => NextResponse.json(await listNewsDrafts()));

/** A new draft ("Save draft") or a post for "Publish at" ("Post News"). */
export const POST = adminDoor('news', async ({ request, account }) => {
  const read = await readNewsDraftForm(request, false);
  if (!read.ok) return jsonError(400, INVALID_FIELDS_MESSAGE, read.fields);
  // A draft may be unfinished; what goes out, now or at its time, is checked as it is sent.
  if (read.form.intent === 'post') await refuseFailedChecks(newsCopyParts(read.form.value));
  const outcome = await saveNewsDraft(null, read.form, account);
  // A new draft is never busy nor unknown.
  if (outcome === null || outcome === 'busy') return jsonError(409, 'Try again.');
  return NextResponse.json(outcome, { status: 201 });
});
