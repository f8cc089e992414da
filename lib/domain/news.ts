// A news item (or blog post) and what its form writes. Pure.
import { z } from 'zod';
import { isoDateSchema } from './dates';
import { withDescribedImages } from './described-images';
import type { ImageUpload } from './image';

export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  image: z.string().nullable(),
  description: z.string(),
});
export type News = z.infer<typeof newsSchema>;

export const newsFieldsSchema = z.object({
  date: isoDateSchema,
  title: z.string().trim().min(1, 'Enter a title').max(200, 'Title is too long'),
  description: withDescribedImages(z.string().max(200_000, 'Description is too long')),
});
export type NewsFields = z.infer<typeof newsFieldsSchema>;

/** News as written: the banner is required on create, optional on update (keeps the old one). */
export type NewsWrite = NewsFields & { image?: ImageUpload };
