import 'server-only';
import { getBackend } from '@/lib/backend';
import type { ReplyInput } from '@/lib/domain/message';
import { replyMails } from '@/lib/mail/lead-mails';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { markMessageRead } from '@/lib/own-data/read-state';
import type { ReplyResult } from './schema';
import { storeWithMails } from './store-with-mails';

/**
 * "Send reply" in a message: the reply stored and its e-mail queued in the outbox together
 * (./store-with-mails.ts), the message read, the reply logged.
 */
export async function replyToMessage(
  actor: Actor,
  id: number,
  input: ReplyInput,
): Promise<ReplyResult> {
  const backend = await getBackend();
  const mails = await replyMails(input.reply_text);
  const message = await storeWithMails(
    backend,
    () => backend.replyToMessage(id, { ...input, admin_user: actor.name }),
    mails,
  );
  await markMessageRead(id);
  const entry = { kind: 'reply', summary: 'Replied to a message', itemId: id } as const;
  // The log names the enquiry by its id and service, never by the visitor's name: an erased
  // person's name must not outlive their data in the log (docs/personal-data.md).
  const itemTitle = message.service_of_interest ? `${message.service_of_interest} enquiry` : null;
  await recordActivity(actor, { ...entry, itemTitle });
  return { message, mail: mails && message.userEmail ? 'queued' : 'skipped' };
}
