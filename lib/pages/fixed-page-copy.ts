import 'server-only';
import { fixedPageCopies } from '@/lib/content/fixed-page-copies';
import { aboutPageSchema } from '@/page-kinds/about/shape';
import { contactPageSchema } from '@/page-kinds/contact/shape';
import { homePageSchema } from '@/page-kinds/home/shape';
import { careersPageSchema } from '@/page-kinds/careers/shape';
import { introPageSchema } from '@/page-kinds/intro/shape';
import { pageCopy } from './page-copy';

// What each page shows this request: its published copy, or the draft its editor previews.
export const homeCopy = () => pageCopy('home', homePageSchema, fixedPageCopies.home.seed);
export const aboutCopy = () => pageCopy('about', aboutPageSchema, fixedPageCopies.about.seed);
export const contactCopy = () =>
  pageCopy('contact', contactPageSchema, fixedPageCopies.contact.seed);
export const faqIntroCopy = () => pageCopy('faq', introPageSchema, fixedPageCopies.faq.seed);
export const newsIntroCopy = () => pageCopy('news', introPageSchema, fixedPageCopies.news.seed);
export const careersCopy = () =>
  pageCopy('careers', careersPageSchema, fixedPageCopies.careers.seed);
