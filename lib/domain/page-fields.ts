import { z } from 'zod';

// The building blocks of every page's editable copy: one wording for each refusal, so the
// editor's messages read alike on every page. Pure.

/** A line or paragraph of copy: trimmed, required, capped. */
export const copy = (max: number) =>
  z
    .string('Please fill this in.')
    .trim()
    .min(1, 'Please fill this in.')
    .max(max, `At most ${max} characters, please.`);

/** Copy a page may leave out (an empty field means "use the default"). */
export const optionalCopy = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters, please.`).default('');

/** A list the editor adds to, removes from and reorders. */
export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, `At most ${max} items, please.`);

/**
 * A picture of the site itself (under /images) or one uploaded in the back office
 * (/media/uploads/{id}.{ext}: 22 base64url characters, as the upload door names them).
 */
export const sitePicture = z
  .string()
  .trim()
  .regex(
    /^\/(images\/[a-z0-9-/]+\.(jpe?g|png|webp|gif)|media\/uploads\/[A-Za-z0-9_-]{22}\.(jpg|png|webp|gif))$/,
    'Please choose one of the site’s pictures.',
  );

/** What every page carries for search engines and link previews; empty fields keep the defaults. */
export const seoFieldsSchema = z.object({
  seoTitle: optionalCopy(70),
  seoDescription: optionalCopy(160),
  socialImage: z.union([z.literal(''), sitePicture]).default(''),
});
export type SeoFields = z.infer<typeof seoFieldsSchema>;

/** An entry of a short heading and a paragraph: a value, a step, a commitment. */
export const titledItem = z.object({ title: copy(120), detail: copy(600) });
export type TitledItem = z.infer<typeof titledItem>;

/** A list of entries the page cannot show empty (its section would have nothing under it). */
export const items = <T extends z.ZodType>(item: T, max: number) =>
  list(item, max).min(1, 'Please keep at least one.');

/** Running text of one or more paragraphs. */
export const paragraphs = (max: number) => items(copy(1500), max);
