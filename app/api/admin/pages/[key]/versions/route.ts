import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { pageCopyParts } from '@/lib/domain/copy-parts';
import { pageRestoreInputSchema } from '@/lib/domain/site-page';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { historyOf, restoreOf } from '@/lib/pages/page-versions';
import { pageOfParam } from '@/lib/pages/editable-pages';
import { refuseFailedChecks } from '@/lib/redirects/copy-checks-now';

type Params = { key: string };

/** History: the published versions, newest first. */
export const GET = adminDoor<Params>('content', async ({ params }) =>
  NextResponse.json(await historyOf(await pageOfParam(params.key))),
);

/**
 * Restore: an earlier version published again, as a new version. It is a publish, so the same
 * Checks refuse it (a link to a page removed since, say), naming what stops it.
 */
export const POST = adminDoor<Params>('content', async ({ request, params, account }) => {
  const page = await pageOfParam(params.key);
  const input = pageRestoreInputSchema.safeParse(await readJson(request, 1024));
  if (!input.success) return invalidInput(input.error);
  const { version, revision } = input.data;
  const checks = (content: unknown) => refuseFailedChecks(pageCopyParts(content));
  return NextResponse.json(await restoreOf(page, version, revision, account, checks));
});
