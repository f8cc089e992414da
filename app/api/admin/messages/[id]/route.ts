import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { setMessageRead } from '@/lib/own-data/read-state';
import { messageReadInputSchema, type MessageReadResult } from '@/lib/inbox/schema';
import { removeMessage } from '@/lib/inbox/remove-message';

/** { read: boolean }: the admin's own read state, kept beside whichever Backend holds it. */
export const PATCH = adminDoor<{ id: string }>('messages', async ({ request, params }) => {
  const id = parseId(params.id);
  const parsed = messageReadInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  await setMessageRead(id, parsed.data.read);
  return NextResponse.json({ id, read: parsed.data.read } satisfies MessageReadResult);
});

export const DELETE = adminDoor<{ id: string }>('messages', async ({ params, account }) => {
  await removeMessage(account, parseId(params.id));
  return new Response(null, { status: 204 });
});
