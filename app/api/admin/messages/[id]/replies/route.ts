import { NextResponse } from 'next/server';
import { getBackend } from '@/lib/backend';
import { replyInputSchema } from '@/lib/backend/types';
import { adminRoute, parseId } from '@/lib/http/admin-route';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { sendReplyMail } from '@/lib/mail';

/**
 * Stores the reply first, then e-mails it: a failed e-mail never loses the reply, and the
 * answer says what became of the mail ('sent', 'failed', or 'skipped' without SMTP_URL).
 */
export const POST = adminRoute<{ id: string }>(async ({ request, params }) => {
  const id = parseId(params.id);
  const parsed = replyInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const backend = await getBackend();
  const message = await backend.replyToMessage(id, parsed.data);
  const mail = await sendReplyMail({
    to: message.userEmail,
    name: message.full_name ?? message.user,
    originalMessage: message.description,
    replyText: parsed.data.reply_text,
  });
  return NextResponse.json({ message, mail }, { status: 201 });
});
