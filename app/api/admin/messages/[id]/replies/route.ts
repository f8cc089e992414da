import { NextResponse } from 'next/server';
import { replyInputSchema } from '@/lib/domain/message';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { replyToMessage } from '@/lib/inbox/reply-to-message';

/** The message with its reply, and its e-mail's outcome ('skipped' without SMTP_URL or address). */
export const POST = adminDoor<{ id: string }>('messages', async ({ request, params, account }) => {
  const id = parseId(params.id);
  const parsed = replyInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  return NextResponse.json(await replyToMessage(account, id, parsed.data), { status: 201 });
});
