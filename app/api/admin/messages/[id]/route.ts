import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { forgetMessage, setMessageRead } from '@/lib/own-data/read-state';
import { messageReadInputSchema, type MessageReadResult } from '@/lib/inbox/schema';
import { recordActivity } from '@/lib/own-data/activity/record';

/** { read: boolean }: the admin's own read state, kept beside whichever Backend holds it. */
export const PATCH = adminDoor<{ id: string }>('messages', async ({ request, params }) => {
  const id = parseId(params.id);
  const parsed = messageReadInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  await setMessageRead(id, parsed.data.read);
  return NextResponse.json({ id, read: parsed.data.read } satisfies MessageReadResult);
});

export const DELETE = adminDoor<{ id: string }>('messages', async ({ params, account }) => {
  const id = parseId(params.id);
  const backend = await getBackend();
  await backend.removeMessage(id);
  await recordActivity(account, { kind: 'removal', summary: 'Removed a message', itemId: id });
  // After the removal: a failed removal keeps the message's read state with it.
  await forgetMessage(id);
  return new Response(null, { status: 204 });
});
