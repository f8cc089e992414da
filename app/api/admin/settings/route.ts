import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import {
  companyDetailsSaveSchema,
  savedFirstMessage,
  type CompanySettings,
} from '@/lib/domain/company-details';
import { changedCompanyFields } from '@/lib/domain/company-field-labels';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';
import {
  readCompanyDetails,
  saveCompanyDetails,
  type StoredCompanyDetails,
} from '@/lib/own-data/company-details-store';
import { expireCompanyDetails } from '@/lib/site/cache/expire';

/** What the Settings screen is told: the details, their version, who saved them last. */
const settingsOf = ({ details, version, savedBy }: StoredCompanyDetails): CompanySettings => ({
  details,
  version,
  savedBy: savedBy && { name: savedBy.name, at: savedBy.at.toISOString() },
});

export const GET = adminDoor('settings', async () =>
  NextResponse.json(settingsOf(await readCompanyDetails())),
);

/**
 * Saves the details over the version the form loaded. Someone else's save since is never
 * overwritten (409, naming them); a refused value names its field (400) and changes nothing. The
 * public pages show a save on their next request, on every instance.
 */
export const PUT = adminDoor('settings', async ({ request, account }) => {
  const parsed = companyDetailsSaveSchema.safeParse(await readJson(request));
  if (!parsed.success) return invalidInput(parsed.error);
  const { version, ...details } = parsed.data;
  const outcome = await saveCompanyDetails(details, version, account);
  if (!outcome.saved) {
    const { savedBy } = outcome.current;
    return jsonError(
      409,
      savedBy
        ? savedFirstMessage(savedBy)
        : 'These details have changed since you loaded them; reload to see the changes.',
    );
  }
  const changed = changedCompanyFields(outcome.before, outcome.after.details);
  if (changed.length > 0) {
    await expireCompanyDetails();
    const summary = `Changed the company details: ${changed.join(', ')}`;
    await recordActivity(account, { kind: 'settings', summary });
  }
  return NextResponse.json(settingsOf(outcome.after));
});
