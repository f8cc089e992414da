import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { pageCopyParts } from '@/lib/domain/copy-parts';
import { pageSaveInputSchema } from '@/lib/domain/site-page';
import { readJson } from '@/lib/http/read-body';
import { PAGE_BODY_LIMIT } from '@/page-kinds/own/shape';
import { invalidInput } from '@/lib/http/respond';
import { publishOf } from '@/lib/pages/page-editor';
import { pageOfParam } from '@/lib/pages/editable-pages';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';

/**
 * Publish: the copy becomes the page's new version, public on the next request; a broken link
 * to this site or an undescribed picture refuses it (the editor's "Checks").
 */
export const POST = adminDoor<{ key: string }>('content', async ({ request, params, account }) => {
  const page = await pageOfParam(params.key);
  const input = pageSaveInputSchema.safeParse(await readJson(request, PAGE_BODY_LIMIT));
  if (!input.success) return invalidInput(input.error);
  await refuseFailedChecks(pageCopyParts(input.data.content));
  return NextResponse.json(await publishOf(page, input.data, account));
});
