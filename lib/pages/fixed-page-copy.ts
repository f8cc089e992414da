import 'server-only';
import { aboutContent, contactContent, homeContent } from '@/lib/content/pages';
import { aboutPageSchema } from '@/lib/domain/about-page';
import { contactPageSchema } from '@/lib/domain/contact-page';
import { homePageSchema } from '@/lib/domain/home-page';
import { pageCopy } from './page-copy';

/**
 * The pages of one copy each (not services or FAQ sections): the shape of the page's copy, and
 * its first version, the code's copy, shown until the firm publishes one. Keyed by page key.
 */
export const fixedPageCopies = {
  home: { schema: homePageSchema, seed: homePageSchema.parse(homeContent) },
  about: { schema: aboutPageSchema, seed: aboutPageSchema.parse(aboutContent) },
  contact: { schema: contactPageSchema, seed: contactPageSchema.parse(contactContent) },
};

// What each page shows this request: its published copy, or the draft its editor previews.
export const homeCopy = () => pageCopy('home', homePageSchema, fixedPageCopies.home.seed);
export const aboutCopy = () => pageCopy('about', aboutPageSchema, fixedPageCopies.about.seed);
export const contactCopy = () =>
  pageCopy('contact', contactPageSchema, fixedPageCopies.contact.seed);
