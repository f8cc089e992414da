// The contact form's fields: the form checks them in the browser and the door (app/api/contact)
// again on the server, with this one schema. Written with zod/mini so that the public pages'
// script carries only the checks used, not the whole of classic zod.
import * as z from 'zod/mini';
import { CONTACT_LIMITS as LIMITS, PHONE_PATTERN } from './field-limits';

// A field a client leaves out is named with the message of an empty one, not zod's "expected
// string, received undefined": the door answers API clients with these messages too.
const text = (missing: string) => z.string({ error: missing });
const ENTER_NAME = 'Enter your full name';
const ENTER_EMAIL = 'Enter a valid email address';
const ENTER_PHONE = 'Enter a valid phone number';
const CHOOSE_SERVICE = 'Choose a service';
const SAY_MORE = `Tell us a little more (at least ${LIMITS.descriptionMin} characters)`;

// Trimmed first, and markup refused before the length is judged: the messages people see
// depend on this order.
const noMarkup = (label: string, missing: string) =>
  text(missing).check(
    z.trim(),
    z.refine((value) => !/[<>]/.test(value), `${label} cannot contain < or >`),
  );

export const contactInputSchema = z.object({
  full_name: z.pipe(
    noMarkup('Full name', ENTER_NAME),
    z
      .string()
      .check(
        z.minLength(LIMITS.fullNameMin, ENTER_NAME),
        z.maxLength(LIMITS.fullName, 'Full name is too long'),
      ),
  ),
  userEmail: z.pipe(
    text(ENTER_EMAIL).check(z.trim(), z.maxLength(LIMITS.email, 'Email is too long')),
    z.email(ENTER_EMAIL),
  ),
  phone_number: text(ENTER_PHONE).check(
    z.trim(),
    z.regex(new RegExp(`^(?:${PHONE_PATTERN})$`), ENTER_PHONE),
  ),
  service_of_interest: z.pipe(
    noMarkup('Service of interest', CHOOSE_SERVICE),
    z
      .string()
      .check(
        z.minLength(1, CHOOSE_SERVICE),
        z.maxLength(LIMITS.serviceOfInterest, 'Service of interest is too long'),
      ),
  ),
  description: text(SAY_MORE).check(
    z.trim(),
    z.minLength(LIMITS.descriptionMin, SAY_MORE),
    z.maxLength(
      LIMITS.description,
      `Message is too long (${LIMITS.description} characters at most)`,
    ),
  ),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
