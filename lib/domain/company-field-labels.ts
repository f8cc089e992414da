// The labels of the Settings form's fields (outside tests find the fields by them), and which
// of them a save changed, in those words, for the activity log. Pure.
import type { CompanyDetails } from './company-details';

export const COMPANY_FIELD_LABELS = {
  email: 'Email',
  phones: 'Phone numbers',
  streetAddress: 'Street address',
  town: 'Town or city',
  region: 'County or region',
  postcode: 'Postcode',
  openingHours: 'Opening hours',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
} as const satisfies Record<keyof CompanyDetails, string>;

/** Each phone's two fields. */
export const PHONE_FIELD_LABELS = { number: 'Phone number', label: 'Phone label' } as const;

const FIELDS = Object.keys(COMPANY_FIELD_LABELS) as (keyof CompanyDetails)[];

/** The labels of the fields whose values differ, in the form's order. */
export function changedCompanyFields(before: CompanyDetails, after: CompanyDetails): string[] {
  return FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  ).map((field) => COMPANY_FIELD_LABELS[field]);
}
