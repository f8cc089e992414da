import 'server-only';
import { faqTopics, getFaqSection, type FaqSection, type FaqTopic } from '@/lib/content/faq';
import { faqSectionContentSchema } from '@/page-kinds/faq-section/shape';
import { loadCompanyContact } from '@/lib/company-details/company-contact';
import { pageCopy } from './page-copy';
import { faqSectionKey } from './page-keys';

/** The code's copy of a section, with the firm's facts as they are now (its e-mail). */
export async function faqSectionSeed(slug: FaqTopic['slug']): Promise<FaqSection> {
  const section = getFaqSection(slug, await loadCompanyContact());
  if (!section) throw new Error(`lib/content/faq has no ${slug} section`);
  return section;
}

/** One FAQ section as this request shows it: its published copy (or the previewed draft). */
export async function faqSectionCopy(slug: FaqTopic['slug']): Promise<FaqSection> {
  const seed = await faqSectionSeed(slug);
  const copy = await pageCopy(
    faqSectionKey(slug),
    faqSectionContentSchema,
    faqSectionContentSchema.parse(seed),
  );
  return { ...seed, ...copy };
}

/** Every FAQ section as this request shows it, in the site's order. */
export const faqSectionsCopy = (): Promise<FaqSection[]> =>
  Promise.all(faqTopics.map((topic) => faqSectionCopy(topic.slug)));
