import 'server-only';
import type { CompanyDetails } from '@/lib/domain/company-details';
import { changedCompanyFields } from '@/lib/domain/company-field-labels';
import { recordActivity, type Actor } from '@/lib/own-data/activity/record';
import { saveCompanyDetails, type SaveOutcome } from '@/lib/own-data/company-details-store';
import { expireCompanyDetails } from '@/lib/freshness/expire';

/**
 * "Save" on the Settings screen, over the version the form loaded (an older one is refused by
 * the store). A save that changed something is shown by every page on its next request, on
 * every instance, and logged with the fields it changed.
 */
export async function saveCompanySettings(
  actor: Actor,
  details: CompanyDetails,
  version: number,
): Promise<SaveOutcome> {
  const outcome = await saveCompanyDetails(details, version, actor);
  if (!outcome.saved) return outcome;
  const changed = changedCompanyFields(outcome.before, outcome.after.details);
  if (changed.length > 0) {
    await expireCompanyDetails();
    const summary = `Changed the company details: ${changed.join(', ')}`;
    await recordActivity(actor, { kind: 'settings', summary });
  }
  return outcome;
}
