// A news item (or blog post) and what its form writes. Pure.
import { z } from 'zod';
import { textAndRichText } from './copy-parts';
import { isoDateSchema } from './dates';
import { withDescribedImages } from './described-images';
import type { ImageUpload } from './image';

export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  image: z.string().nullable(),
  /** The banner's description (its alt text); absent or empty until one is written. */
  image_alt: z.string().optional(),
  description: z.string(),
});
export type News = z.infer<typeof newsSchema>;

export const newsFieldsSchema = z.object({
  date: isoDateSchema,
  title: z.string().trim().min(1, 'Enter a title').max(200, 'Title is too long'),
  description: withDescribedImages(z.string().max(200_000, 'Description is too long')),
  /** "Image description": left out, an update keeps the one stored. */
  image_alt: z.string().trim().max(300, 'Image description is too long').optional(),
});
export type NewsFields = z.infer<typeof newsFieldsSchema>;

/** A news item's copy as the checks before publishing read it (lib/domain/page-checks.ts). */
export const newsCopyParts = (news: Pick<NewsFields, 'title' | 'description'>) =>
  textAndRichText([news.title], [news.description]);

/** News as written: the banner is required on create, optional on update (keeps the old one). */
export type NewsWrite = NewsFields & { image?: ImageUpload };
