// The job application form's text fields: checked in the browser before the upload starts and
// again by the door (lib/forms/application-form.ts), with this one schema. zod/mini, like
// ./contact-input, so that job pages do not ship classic zod.
import * as z from 'zod/mini';
import { contactInputSchema } from './contact-input';
import { APPLICATION_LIMITS } from './field-limits';
import { idSchema } from './id';

const { full_name, userEmail, phone_number } = contactInputSchema.shape;
const { coverLetter } = APPLICATION_LIMITS;

/** The form's text fields; the CV is checked apart, by its bytes. */
export const applicationFieldsSchema = z.object({
  job_id: idSchema,
  full_name,
  userEmail,
  phone_number,
  cover_letter: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(coverLetter, `Cover letter is too long (${coverLetter} characters at most)`),
      ),
    '',
  ),
  consent: z
    .optional(z.string())
    .check(
      z.refine(
        (value) => value === 'yes' || value === 'on',
        'Please agree to the processing of your details so that we can assess your application',
      ),
    ),
});
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;
