import { NextResponse } from 'next/server';
import { adminDoor } from '@/lib/doors/admin-door';
import {
  companyDetailsSaveSchema,
  savedFirstMessage,
  type CompanySettings,
} from '@/lib/domain/company-details';
import { readJson } from '@/lib/http/read-body';
import { invalidInput, jsonError } from '@/lib/http/respond';
import { saveCompanySettings } from '@/lib/company-details/save-company-settings';
import {
  readCompanyDetails,
  type StoredCompanyDetails,
} from '@/lib/own-data/company-details-store';

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
  const outcome = await saveCompanySettings(account, details, version);
  if (!outcome.saved) {
    const { savedBy } = outcome.current;
    return jsonError(
      409,
      savedBy
        ? savedFirstMessage(savedBy)
        : 'These details have changed since you loaded them; reload to see the changes.',
    );
  }
  return NextResponse.json(settingsOf(outcome.after));
});
