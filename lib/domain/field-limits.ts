// The public forms' limits, read by their zod schemas (./contact-input, ./application-fields)
// and by the forms' own HTML (maxLength, pattern), so the browser's checks without JavaScript
// and the door's agree. No zod here: the forms import this with the page, the schemas later.

/** A phone number as the contact and application forms take it; also an HTML pattern. */
export const PHONE_PATTERN = '\\+?[0-9 ()\\-]{7,20}';

export const CONTACT_LIMITS = {
  fullNameMin: 2,
  fullName: 120,
  email: 254,
  serviceOfInterest: 160,
  descriptionMin: 10,
  description: 5000,
} as const;

export const APPLICATION_LIMITS = {
  coverLetter: 5000,
  cvBytes: 5 * 1024 * 1024,
} as const;
