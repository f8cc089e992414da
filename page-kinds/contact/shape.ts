import { z } from 'zod';
import { copy, items, seoFieldsSchema, titledItem } from '@/lib/domain/page-fields';

/**
 * The contact page's copy as the firm edits it. The form's labels and the firm's phone, e-mail
 * and address are not here: the labels are the form's own, the facts are the company details.
 */
export const contactPageSchema = z.object({
  heading: copy(120),
  intro: copy(600),
  formHeading: copy(120),
  stepsHeading: copy(120),
  steps: items(titledItem, 8),
  bookingHeading: copy(120),
  bookingIntro: copy(400),
  ...seoFieldsSchema.shape,
});
export type ContactPage = z.infer<typeof contactPageSchema>;
