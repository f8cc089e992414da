import { z } from 'zod';
import { copy, seoFieldsSchema } from '@/lib/domain/page-fields';

/**
 * A page that introduces a list the firm's data fills (FAQ topics, news articles, vacancies):
 * its heading and the paragraph under it; the list itself is edited where its items live.
 */
export const introPageSchema = z.object({
  heading: copy(120),
  intro: copy(600),
  ...seoFieldsSchema.shape,
});
export type IntroPage = z.infer<typeof introPageSchema>;
