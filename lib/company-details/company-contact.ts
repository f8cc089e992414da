import 'server-only';
import { companyContact, type CompanyContact } from '@/lib/domain/company-contact';
import { lastKnownCompanyDetails, readCompanyDetails } from '@/lib/own-data/company-details-store';
import { cachedRead, isBuilding, keepPageBriefly } from '@/lib/freshness/cached-read';
import { COMPANY_TAG } from '@/lib/freshness/tags';

// Only the back office's Settings door changes the details, and it expires their tag at once,
// on every instance (lib/freshness/expire.ts): no time-based revalidation, so the pages built
// from them stay as long-lived as they were before the details were editable.
const cachedDetails = cachedRead(
  'company-details',
  COMPANY_TAG,
  async () => (await readCompanyDetails()).details,
  false,
);

/**
 * The firm's contact details as the public pages, their JSON-LD and the legal texts print them.
 * While the database cannot be read, a page shows what this process last read (or today's
 * defaults) and is kept one second only, never an empty page.
 */
export async function loadCompanyContact(): Promise<CompanyContact> {
  // What the build prerenders is never served (lib/freshness/page-cache-handler.cjs).
  if (isBuilding()) return companyContact(lastKnownCompanyDetails());
  try {
    return companyContact(await cachedDetails());
  } catch (error) {
    console.error('[company details]', error instanceof Error ? error.message : error);
    await keepPageBriefly().catch(() => undefined);
    return companyContact(lastKnownCompanyDetails());
  }
}
