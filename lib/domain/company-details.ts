// The firm's contact details as the back office edits them (/admin/settings): one schema for the
// form and its door (app/api/admin/settings), so both refuse the same values with the same words.
// Pure. Today's values are the defaults (lib/content/company.ts); ./company-contact derives what
// the pages print from them.
import { z } from 'zod';

export const MAX_PHONES = 5;

const SINGLE_LINE = /^[^<>\r\n]*$/;

/** A required line of text: trimmed, no markup or line breaks, at most `max` characters. */
const line = (what: string, max: number, example = '') =>
  z
    .string(`Enter the ${what}${example}`)
    .trim()
    .min(1, `Enter the ${what}${example}`)
    .max(max, `The ${what} is too long (${max} characters at most)`)
    .regex(SINGLE_LINE, `The ${what} cannot contain < or > or line breaks`);

// A scheme and a colon (`javascript:`, `https:`, `data:`) begin links, never an address. An
// address line is printed in policies, JSON-LD and e-mails, so one that reads as a link is
// refused before it can become one anywhere (issue 53).
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A line of the office's address: `line`, and never starting like a link. */
const addressLine = (what: string, max: number) =>
  line(what, max).refine(
    (value) => !SCHEME.test(value),
    `The ${what} cannot start like a web address (such as https: or javascript:)`,
  );

const PHONE_MESSAGE = 'Enter a phone number: digits and spaces, with a + at the start if needed';

const phoneNumber = z
  .string(PHONE_MESSAGE)
  .trim()
  .regex(/^\+?[0-9 ]+$/, PHONE_MESSAGE)
  .transform((value) => value.replace(/ {2,}/g, ' '))
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'A phone number has 7 to 15 digits');

const POSTCODE_MESSAGE = 'Enter a UK postcode, like B3 2BB';

// Permissive on spacing and case ("b32bb" is B3 2BB); the outward and inward parts' shapes only.
const postcode = z
  .string(POSTCODE_MESSAGE)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/.test(value), POSTCODE_MESSAGE)
  .transform((value) => `${value.slice(0, -3)} ${value.slice(-3)}`);

const email = z
  .string('Enter the e-mail address, like info@example.com')
  .trim()
  .toLowerCase()
  .max(254, 'An e-mail address has at most 254 characters')
  .pipe(z.email('Enter the e-mail address, like info@example.com'));

const isHttpsOn = (value: string, hosts: readonly string[]) => {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' &&
      hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    );
  } catch {
    return false;
  }
};

// A profile on its own network's site: a link pasted into the wrong field is caught here. Empty
// hides the link (a firm without, say, Instagram shows no dead icon).
const socialLink = (name: string, hosts: readonly string[]) =>
  z
    .string()
    .trim()
    .max(300, `The ${name} address is too long (300 characters at most)`)
    .refine(
      (value) => value === '' || isHttpsOn(value, hosts),
      `Enter the ${name} address, starting with https://${hosts[0]}/, or leave it empty to hide the link`,
    );

export const companyPhoneSchema = z.object({
  number: phoneNumber,
  label: line('phone label', 60, ', like Birmingham office'),
});

export const companyDetailsSchema = z.object({
  email,
  /** The first is the main number: JSON-LD's telephone, e-mail signatures, the booking section. */
  phones: z
    .array(companyPhoneSchema, 'Add at least one phone number')
    .min(1, 'Add at least one phone number')
    .max(MAX_PHONES, `At most ${MAX_PHONES} phone numbers`),
  streetAddress: addressLine('street address', 120),
  town: addressLine('town or city', 60),
  /** Optional: printed only in JSON-LD, which leaves it out when empty. */
  region: z
    .string()
    .trim()
    .max(60, 'The county or region is too long (60 characters at most)')
    .regex(SINGLE_LINE, 'The county or region cannot contain < or > or line breaks')
    .refine(
      (value) => !SCHEME.test(value),
      'The county or region cannot start like a web address (such as https: or javascript:)',
    ),
  postcode,
  openingHours: line('opening hours', 200, ', like Monday to Friday, 9am to 5pm'),
  facebook: socialLink('Facebook', ['facebook.com']),
  instagram: socialLink('Instagram', ['instagram.com']),
  linkedin: socialLink('LinkedIn', ['linkedin.com']),
  whatsapp: socialLink('WhatsApp', ['wa.me', 'whatsapp.com']),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
export type CompanyPhone = z.infer<typeof companyPhoneSchema>;

/** What the form sends: the details and the version it loaded (0: never saved). */
export const companyDetailsSaveSchema = companyDetailsSchema.extend({
  version: z.number('Reload the page and try again').int().min(0),
});
export type CompanyDetailsSave = z.infer<typeof companyDetailsSaveSchema>;

/** What the door answers: the details, their version, and who saved them last (null: nobody). */
export const companySettingsSchema = z.object({
  details: companyDetailsSchema,
  version: z.number().int().min(0),
  savedBy: z.object({ name: z.string(), at: z.iso.datetime() }).nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});
const LONDON_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
});

/**
 * The refusal of a save made on details someone else has saved since the form loaded them:
 * "Jane Smith saved these details at 14:02; reload to see their changes." (UK time, the firm's;
 * the day too when it was not today).
 */
export function savedFirstMessage(
  savedBy: { name: string; at: Date },
  now = new Date(),
  what = 'these details',
): string {
  const day = LONDON_DAY.format(savedBy.at);
  const when = `${LONDON_TIME.format(savedBy.at)}${day === LONDON_DAY.format(now) ? '' : ` on ${day}`}`;
  return `${savedBy.name} saved ${what} at ${when}; reload to see their changes.`;
}
