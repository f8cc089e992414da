import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { replyInputSchema } from '@/lib/backend/types';
import { adminRoute, parseId } from '@/lib/http/admin-route';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';

export const POST = adminRoute<{ id: string }>(async ({ request, params }) => {
  const id = parseId(params.id);
  const parsed = replyInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const backend = await getBackend();
  const message = await backend.replyToMessage(id, parsed.data);
  return NextResponse.json({ message }, { status: 201 });
});
