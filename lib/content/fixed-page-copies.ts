// The fixed pages' copy as the code ships it, each with the shape its editor and its page read it
// by. Pure: the pages' reads (lib/pages/fixed-page-copy.ts) and the year of data's page versions
// (lib/own-data/db/year-of-data) start from the same copies.
import { aboutPageSchema } from '@/page-kinds/about/shape';
import { contactPageSchema } from '@/page-kinds/contact/shape';
import { homePageSchema } from '@/page-kinds/home/shape';
import { careersPageSchema } from '@/page-kinds/careers/shape';
import { introPageSchema } from '@/page-kinds/intro/shape';
import { faqPageContent } from './faq';
import { aboutContent, careersContent, contactContent, homeContent, newsContent } from './pages';

/**
 * The pages of one copy each (not services or FAQ sections): the shape of the page's copy, and
 * its first version, the code's copy, shown until the firm publishes one. Keyed by page key.
 */
export const fixedPageCopies = {
  home: { schema: homePageSchema, seed: homePageSchema.parse(homeContent) },
  about: { schema: aboutPageSchema, seed: aboutPageSchema.parse(aboutContent) },
  contact: { schema: contactPageSchema, seed: contactPageSchema.parse(contactContent) },
  faq: { schema: introPageSchema, seed: introPageSchema.parse(faqPageContent) },
  news: { schema: introPageSchema, seed: introPageSchema.parse(newsContent) },
  careers: {
    schema: careersPageSchema,
    // The careers copy also holds the job pages' and the application form's words, which stay
    // the product's own: these are the parts of the list page the firm writes.
    seed: careersPageSchema.parse({
      ...careersContent,
      noVacanciesHeading: careersContent.emptyState.heading,
      noVacanciesText: careersContent.emptyState.text,
      stepsHeading: careersContent.howToApply.heading,
      steps: careersContent.howToApply.steps,
    }),
  },
};
