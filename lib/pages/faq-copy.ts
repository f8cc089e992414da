import 'server-only';
import { faqSections, type FaqSection } from '@/lib/content/faq';
import { faqSectionContentSchema } from '@/lib/domain/faq-page';
import { pageCopy } from './page-copy';
import { faqSectionKey } from './page-kinds';

/** One FAQ section as this request shows it: its published copy (or the previewed draft). */
export async function faqSectionCopy(section: FaqSection): Promise<FaqSection> {
  const seed = faqSectionContentSchema.parse(section);
  return {
    ...section,
    ...(await pageCopy(faqSectionKey(section.slug), faqSectionContentSchema, seed)),
  };
}

/** Every FAQ section as this request shows it, in the site's order. */
export const faqSectionsCopy = (): Promise<FaqSection[]> =>
  Promise.all(faqSections.map(faqSectionCopy));
