import { faqPageContent } from '@/lib/content/faq';
import {
  aboutContent,
  careersContent,
  contactContent,
  homeContent,
  newsContent,
} from '@/lib/content/pages';
import { fixedPages } from '@/lib/content/page-paths';
import { services } from '@/lib/content/services';
import { aboutPageSchema } from '@/lib/domain/about-page';
import { contactPageSchema } from '@/lib/domain/contact-page';
import { homePageSchema } from '@/lib/domain/home-page';
import { careersPageSchema, introPageSchema } from '@/lib/domain/intro-page';
import { serviceContentSchema } from '@/lib/domain/service-page';

/** A page's copy to publish again as versions: the code's own copy, so every version is valid. */
export type PageCopy = { key: string; title: string; content: unknown };

/**
 * The code's copy of the fixed pages and the shipped services, parsed by the shapes their editors
 * use (as lib/pages/fixed-page-copy.ts and service-editor.ts do): versions any page reads back.
 * FAQ sections and legal pages, whose copies need the company details, are left out.
 */
export function codePageCopies(): PageCopy[] {
  return [
    { key: 'home', title: fixedPages.home.title, content: homePageSchema.parse(homeContent) },
    { key: 'about', title: fixedPages.about.title, content: aboutPageSchema.parse(aboutContent) },
    ...services.map((service) => ({
      key: `service:${service.slug}`,
      title: service.title,
      content: serviceContentSchema.parse(service),
    })),
    { key: 'faq', title: fixedPages.faq.title, content: introPageSchema.parse(faqPageContent) },
    {
      key: 'contact',
      title: fixedPages.contact.title,
      content: contactPageSchema.parse(contactContent),
    },
    {
      key: 'careers',
      title: fixedPages.careers.title,
      content: careersPageSchema.parse({
        ...careersContent,
        noVacanciesHeading: careersContent.emptyState.heading,
        noVacanciesText: careersContent.emptyState.text,
        stepsHeading: careersContent.howToApply.heading,
        steps: careersContent.howToApply.steps,
      }),
    },
    { key: 'news', title: fixedPages.news.title, content: introPageSchema.parse(newsContent) },
  ];
}
