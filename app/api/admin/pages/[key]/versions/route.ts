import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { pageRestoreInputSchema } from '@/lib/domain/site-page';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { historyOf, restoreOf } from '@/lib/pages/page-versions';
import { pageOfParam } from '@/lib/pages/page-kinds';

type Params = { key: string };

/** History: the published versions, newest first. */
export const GET = adminDoor<Params>('content', async ({ params }) =>
  NextResponse.json(await historyOf(await pageOfParam(params.key))),
);

/** Restore: an earlier version published again, as a new version. */
export const POST = adminDoor<Params>('content', async ({ request, params, account }) => {
  const page = await pageOfParam(params.key);
  const input = pageRestoreInputSchema.safeParse(await readJson(request, 1024));
  if (!input.success) return invalidInput(input.error);
  return NextResponse.json(await restoreOf(page, input.data.version, input.data.revision, account));
});
