// The job application form's text fields: checked in the browser before the upload starts and
// again by the door (lib/forms/application-form.ts), with this one schema. zod/mini, like
// ./contact-input, so that job pages do not ship classic zod.
import * as z from 'zod/mini';
import { contactInputSchema } from './contact-input';
import { idSchema } from './id';

export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const MAX_COVER_LETTER = 5000;

const { full_name, userEmail, phone_number } = contactInputSchema.shape;

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
        z.maxLength(
          MAX_COVER_LETTER,
          `Cover letter is too long (${MAX_COVER_LETTER} characters at most)`,
        ),
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
