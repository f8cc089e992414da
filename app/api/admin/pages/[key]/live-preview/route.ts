import { draftMode } from 'next/headers';
import { adminDoor } from '@/lib/doors/admin-door';
import { livePreviewInputSchema } from '@/lib/domain/live-preview';
import { PAGE_BODY_LIMIT } from '@/page-kinds/own/shape';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { pageOfParam } from '@/lib/pages/editable-pages';
import { validCopy } from '@/lib/pages/page-publish';
import { storeLiveCopy } from '@/lib/own-data/pages/live-copy-store';

/**
 * The editor's "Live preview": the copy as typed, unsaved, kept for this editor alone (in the
 * database, so the frame's request may reach any instance), and draft mode for this browser so
 * the frame renders it. Copy that does not fit its kind's shape is refused 400 naming the fields;
 * the frame goes on showing the last that did. Nothing is public, logged or saved as a draft.
 */
export const PUT = adminDoor<{ key: string }>('content', async ({ request, params, account }) => {
  const page = await pageOfParam(params.key);
  const input = livePreviewInputSchema.safeParse(await readJson(request, PAGE_BODY_LIMIT));
  if (!input.success) return invalidInput(input.error);
  await storeLiveCopy(page.key, account.id, validCopy(page, input.data.content));
  (await draftMode()).enable();
  return new Response(null, { status: 204 });
});
