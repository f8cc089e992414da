import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { unpublishInputSchema } from '@/page-kinds/service/shape';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { unpublishOf } from '@/lib/pages/page-editor';
import { pageOfParam } from '@/lib/pages/editable-pages';

/**
 * Unpublish a service: `{ revision, to }`, `to` a path or https address its address then sends
 * visitors to, or '' for 410 Gone. 400 for a bad `to`, 409 for a stale revision or a redirect
 * that would clash with the others.
 */
export const POST = adminDoor<{ key: string }>('content', async ({ request, params, account }) => {
  const page = await pageOfParam(params.key);
  const input = unpublishInputSchema.safeParse(await readJson(request, 8 * 1024));
  if (!input.success) return invalidInput(input.error);
  return NextResponse.json(await unpublishOf(page, input.data, account));
});
