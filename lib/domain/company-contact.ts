// The firm's contact details as the site prints them, derived from what the back office stores
// (./company-details): every page, e-mail, legal text and JSON-LD that names a phone number, the
// e-mail address, the office or a profile reads this one shape. Pure.
import type { CompanyDetails } from './company-details';

/** The firm is registered in England and Wales: its office is in the UK, whatever else changes. */
export const FIRM_COUNTRY = { name: 'United Kingdom', code: 'GB' } as const;

export type ContactPhone = { label: string; display: string; href: string };

export type CompanyContact = {
  email: string;
  /** The main number first. */
  phones: ContactPhone[];
  /** The first of `phones`: JSON-LD's telephone, the e-mails' signature, the booking section. */
  mainPhone: ContactPhone;
  address: {
    streetAddress: string;
    locality: string;
    /** Empty when the firm gave none. */
    region: string;
    postalCode: string;
    country: string;
    countryCode: string;
    /** Street, town, postcode and country, as the footer and contact page print it. */
    display: string;
  };
  /** As the legal pages write it: street, town and postcode, without the country. */
  registeredOffice: string;
  openingHours: string;
  /** Each profile's address; empty hides its link. */
  social: Pick<CompanyDetails, 'facebook' | 'instagram' | 'linkedin' | 'whatsapp'>;
};

/** The number a phone dials: digits and a leading +. */
export const phoneHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`;

export function companyContact(details: CompanyDetails): CompanyContact {
  const registeredOffice = `${details.streetAddress}, ${details.town}, ${details.postcode}`;
  const phones = details.phones.map((phone) => ({
    label: phone.label,
    display: phone.number,
    href: phoneHref(phone.number),
  }));
  // The schema keeps at least one (companyDetailsSchema).
  const [mainPhone] = phones;
  if (!mainPhone) throw new Error('The company details hold no phone number');
  return {
    email: details.email,
    phones,
    mainPhone,
    address: {
      streetAddress: details.streetAddress,
      locality: details.town,
      region: details.region,
      postalCode: details.postcode,
      country: FIRM_COUNTRY.name,
      countryCode: FIRM_COUNTRY.code,
      display: `${registeredOffice}, ${FIRM_COUNTRY.name}`,
    },
    registeredOffice,
    openingHours: details.openingHours,
    social: {
      facebook: details.facebook,
      instagram: details.instagram,
      linkedin: details.linkedin,
      whatsapp: details.whatsapp,
    },
  };
}
