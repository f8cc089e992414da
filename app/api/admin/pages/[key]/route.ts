import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { pageSaveInputSchema } from '@/lib/domain/site-page';
import { readJson } from '@/lib/http/read-body';
import { PAGE_BODY_LIMIT } from '@/page-kinds/own/shape';
import { invalidInput } from '@/lib/http/respond';
import { editorState, saveDraftOf } from '@/lib/pages/page-editor';
import { pageOfParam } from '@/lib/pages/editable-pages';

type Params = { key: string };

export const GET = adminDoor<Params>('content', async ({ params }) =>
  NextResponse.json(await editorState(await pageOfParam(params.key))),
);

/** Save draft: the copy is kept out of public view. */
export const PUT = adminDoor<Params>('content', async ({ request, params, account }) => {
  const page = await pageOfParam(params.key);
  const input = pageSaveInputSchema.safeParse(await readJson(request, PAGE_BODY_LIMIT));
  if (!input.success) return invalidInput(input.error);
  return NextResponse.json(await saveDraftOf(page, input.data, account));
});
