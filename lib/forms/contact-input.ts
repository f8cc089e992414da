// The contact form's fields: the form checks them in the browser and the door (app/api/contact)
// again on the server, with this one schema. Written with zod/mini so that the public pages'
// script carries only the checks used, not the whole of classic zod.
import * as z from 'zod/mini';
import { CONTACT_LIMITS as LIMITS, PHONE_PATTERN } from './field-limits';

// Trimmed first, and markup refused before the length is judged: the messages people see
// depend on this order.
const noMarkup = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => !/[<>]/.test(value), `${label} cannot contain < or >`),
  );

export const contactInputSchema = z.object({
  full_name: z.pipe(
    noMarkup('Full name'),
    z
      .string()
      .check(
        z.minLength(LIMITS.fullNameMin, 'Enter your full name'),
        z.maxLength(LIMITS.fullName, 'Full name is too long'),
      ),
  ),
  userEmail: z.pipe(
    z.string().check(z.trim(), z.maxLength(LIMITS.email, 'Email is too long')),
    z.email('Enter a valid email address'),
  ),
  phone_number: z
    .string()
    .check(z.trim(), z.regex(new RegExp(`^(?:${PHONE_PATTERN})$`), 'Enter a valid phone number')),
  service_of_interest: z.pipe(
    noMarkup('Service of interest'),
    z
      .string()
      .check(
        z.minLength(1, 'Choose a service'),
        z.maxLength(LIMITS.serviceOfInterest, 'Service of interest is too long'),
      ),
  ),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        LIMITS.descriptionMin,
        `Tell us a little more (at least ${LIMITS.descriptionMin} characters)`,
      ),
      z.maxLength(
        LIMITS.description,
        `Message is too long (${LIMITS.description} characters at most)`,
      ),
    ),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
