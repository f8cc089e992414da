// The contact form's fields: the form checks them in the browser and the door (app/api/contact)
// again on the server, with this one schema. Written with zod/mini so that the public pages'
// script carries only the checks used, not the whole of classic zod.
import * as z from 'zod/mini';

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
      .check(z.minLength(2, 'Enter your full name'), z.maxLength(120, 'Full name is too long')),
  ),
  userEmail: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'Email is too long')),
    z.email('Enter a valid email address'),
  ),
  phone_number: z
    .string()
    .check(z.trim(), z.regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number')),
  service_of_interest: z.pipe(
    noMarkup('Service of interest'),
    z
      .string()
      .check(
        z.minLength(1, 'Choose a service'),
        z.maxLength(160, 'Service of interest is too long'),
      ),
  ),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Tell us a little more (at least 10 characters)'),
      z.maxLength(5000, 'Message is too long (5000 characters at most)'),
    ),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
