import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { pageCopyParts } from '@/lib/domain/copy-parts';
import { pageChecksInputSchema } from '@/lib/domain/page-checks';
import { readJson } from '@/lib/http/read-body';
import { PAGE_BODY_LIMIT } from '@/page-kinds/own/shape';
import { invalidInput } from '@/lib/http/respond';
import { pageOfParam } from '@/lib/pages/editable-pages';
import { copyChecksNow } from '@/lib/redirects/copy-checks-now';

/**
 * The editor's "Checks" list: the checks before publishing of the copy as it is typed, saved or
 * not (a POST, as the copy is the body; nothing is stored).
 */
export const POST = adminDoor<{ key: string }>('content', async ({ request, params }) => {
  await pageOfParam(params.key);
  const input = pageChecksInputSchema.safeParse(await readJson(request, PAGE_BODY_LIMIT));
  if (!input.success) return invalidInput(input.error);
  return NextResponse.json({ checks: await copyChecksNow(pageCopyParts(input.data.content)) });
});
