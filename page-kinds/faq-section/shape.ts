import { z } from 'zod';
import { copy, list, seoFieldsSchema } from '@/lib/domain/page-fields';

/** An FAQ section's copy as the firm edits it: its topic, a line about it, and its questions. */
export const faqSectionContentSchema = z.object({
  /** The topic, as its page heading says it: "{title} FAQ". */
  title: copy(60),
  intro: copy(300),
  items: list(z.object({ question: copy(200), answer: copy(2000) }), 40).min(
    1,
    'A section needs at least one question.',
  ),
  ...seoFieldsSchema.shape,
});
export type FaqSectionContent = z.infer<typeof faqSectionContentSchema>;
