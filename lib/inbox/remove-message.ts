import 'server-only';
import { getBackend } from '@/lib/backend';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { forgetMessage } from '@/lib/own-data/read-state';

/** "Remove" in a message: gone from the firm's data, logged, its read state forgotten. */
export async function removeMessage(actor: Actor, id: number): Promise<void> {
  await (await getBackend()).removeMessage(id);
  await recordActivity(actor, { kind: 'removal', summary: 'Removed a message', itemId: id });
  // After the removal: a failed removal keeps the message's read state with it.
  await forgetMessage(id);
}
