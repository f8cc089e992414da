import { loadCompanyContact } from '@/lib/company-details/company-contact';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from './JsonLd';

/**
 * The firm's full Organization node, with the contact details the back office keeps, on the
 * pages about the firm (home, about, contact), where search engines look for it. Every other
 * page names the firm by the node's `@id` only: the full node cost each of them ~3 KB, once in
 * the HTML and again in the inline payload.
 */
export async function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(await loadCompanyContact())} />;
}
