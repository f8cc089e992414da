import { NextResponse } from 'next/server';
import type { ReplyResult } from '@/lib/admin/admin-api';
import { getBackend } from '@/lib/backend';
import { replyInputSchema } from '@/lib/domain/message';
import { adminDoor } from '@/lib/doors/admin-door';
import { parseId } from '@/lib/doors/params';
import { readJson } from '@/lib/http/read-body';
import { invalidInput } from '@/lib/http/respond';
import { markMessageRead } from '@/lib/own-data/read-state';
import { replyMails } from '@/lib/mail/lead-mails';
import { recordActivity } from '@/lib/own-data/activity/record';

/**
 * Stores the reply and queues its e-mail in the outbox together: an SMTP outage delays the
 * e-mail, never loses it. The answer says 'queued', or 'skipped' without SMTP_URL or address.
 */
export const POST = adminDoor<{ id: string }>('messages', async ({ request, params, account }) => {
  const id = parseId(params.id);
  const parsed = replyInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const backend = await getBackend();
  const mails = await replyMails(parsed.data.reply_text);
  const message = await backend.replyToMessage(
    id,
    { ...parsed.data, admin_user: account.name },
    mails,
  );
  await markMessageRead(id);
  const entry = { kind: 'reply', summary: 'Replied to a message', itemId: id } as const;
  // The log names the enquiry by its id and service, never by the visitor's name: an erased
  // person's name must not outlive their data in the log (docs/personal-data.md).
  const itemTitle = message.service_of_interest ? `${message.service_of_interest} enquiry` : null;
  await recordActivity(account, { ...entry, itemTitle });
  const mail: ReplyResult['mail'] = mails && message.userEmail ? 'queued' : 'skipped';
  return NextResponse.json({ message, mail } satisfies ReplyResult, { status: 201 });
});
