import 'server-only';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { exportPerson } from './export-person';
import { privacyStores } from './stores';

/** "Export" on the Privacy requests screen: the ZIP of everything held about `email`. */
export async function exportPersonalData(actor: Actor, email: string) {
  const zip = await exportPerson(await privacyStores(), email);
  // The person's address is not logged: the privacy requests' own record names them by hash.
  await recordActivity(actor, { kind: 'export', summary: "Exported one person's data" });
  return zip;
}
