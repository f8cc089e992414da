import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { pageScheduleInputSchema } from '@/lib/domain/site-page';
import { readJson } from '@/lib/http/read-body';
import { PAGE_BODY_LIMIT } from '@/page-kinds/own/shape';
import { invalidInput } from '@/lib/http/respond';
import { pageOfParam } from '@/lib/pages/editable-pages';
import { schedulePublishOf } from '@/lib/pages/schedule-publish';
import { pageCopyParts } from '@/lib/domain/copy-parts';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';

/**
 * Publish at: the copy is kept private and published at that time (London), not before; the
 * same Checks as Publish refuse it now rather than at that time.
 */
export const POST = adminDoor<{ key: string }>('content', async ({ request, params, account }) => {
  const page = await pageOfParam(params.key);
  const input = pageScheduleInputSchema.safeParse(await readJson(request, PAGE_BODY_LIMIT));
  if (!input.success) return invalidInput(input.error);
  await refuseFailedChecks(pageCopyParts(input.data.content));
  return NextResponse.json(await schedulePublishOf(page, input.data, account));
});
