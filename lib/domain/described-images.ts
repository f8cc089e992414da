// Every picture in published rich text says what it shows (its alt text), or is marked
// decorative on purpose (alt=""): one with no alt attribute at all was simply never described,
// and a screen reader would read its file name. Pure: the forms check it before sending, the
// doors again.
import { z } from 'zod';

// An <img> tag with no alt attribute at all (alt="" is the explicit "decorative").
const UNDESCRIBED = /<img\b(?![^>]*\salt\s*=)[^>]*>/i;

export const UNDESCRIBED_IMAGE =
  'Describe each picture for people who cannot see it, or mark it as decorative (select it, then Image description)';

/** Whether `html` holds a picture neither described nor marked decorative. */
export const hasUndescribedImage = (html: string): boolean => UNDESCRIBED.test(html);

/** Rich text that may be published: `schema`, refusing an undescribed picture. */
export const withDescribedImages = (schema: z.ZodString) =>
  schema.refine((html) => !hasUndescribedImage(html), UNDESCRIBED_IMAGE);
