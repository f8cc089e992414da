import 'server-only';
import { faqPageContent } from '@/lib/content/faq';
import {
  aboutContent,
  careersContent,
  contactContent,
  homeContent,
  newsContent,
} from '@/lib/content/pages';
import { aboutPageSchema } from '@/lib/domain/about-page';
import { contactPageSchema } from '@/lib/domain/contact-page';
import { homePageSchema } from '@/lib/domain/home-page';
import { careersPageSchema, introPageSchema } from '@/lib/domain/intro-page';
import { pageCopy } from './page-copy';

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

// What each page shows this request: its published copy, or the draft its editor previews.
export const homeCopy = () => pageCopy('home', homePageSchema, fixedPageCopies.home.seed);
export const aboutCopy = () => pageCopy('about', aboutPageSchema, fixedPageCopies.about.seed);
export const contactCopy = () =>
  pageCopy('contact', contactPageSchema, fixedPageCopies.contact.seed);
export const faqIntroCopy = () => pageCopy('faq', introPageSchema, fixedPageCopies.faq.seed);
export const newsIntroCopy = () => pageCopy('news', introPageSchema, fixedPageCopies.news.seed);
export const careersCopy = () =>
  pageCopy('careers', careersPageSchema, fixedPageCopies.careers.seed);
