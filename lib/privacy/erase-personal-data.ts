import 'server-only';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { erasePerson } from './erase-person';
import type { PrivacyRequest } from './schema';
import { privacyStores } from './stores';

/** "Erase" on the Privacy requests screen, once the address is typed again. */
export async function erasePersonalData(actor: Actor, email: string): Promise<PrivacyRequest> {
  const recorded = await erasePerson(await privacyStores(), email);
  await recordActivity(actor, {
    kind: 'removal',
    summary: "Erased one person's data",
    itemId: recorded.id,
    itemTitle: 'Privacy request',
  });
  return recorded;
}
