import { faqTopics } from './faq';
import { legalDocuments } from './legal';
import { pathOf, faqSectionPath, fixedPages, servicePath } from './page-paths';
import { services } from './services';
import type { PageKind } from '@/lib/domain/site-page';

export type PublicPage = {
  /** Stable across address changes: `about`, `service:recruitment-services`, `faq:consulting`. */
  key: string;
  kind: PageKind;
  title: string;
  path: string;
  /** A list whose items come from the firm's data (news, jobs): its own sitemap, with lastmod. */
  listsData?: boolean;
};

const fixed = (key: keyof typeof fixedPages, kind: PageKind, listsData?: true): PublicPage => ({
  key,
  kind,
  title: fixedPages[key].title,
  path: pathOf(key),
  ...(listsData ? { listsData } : {}),
});

/**
 * Every public page whose copy the firm writes, once, in the order the Pages screen lists them.
 * The sitemap, the content paths and the Pages screen read this list; adding a page is an entry
 * here (and its route).
 */
export function publicPages(): PublicPage[] {
  return [
    fixed('home', 'home'),
    fixed('about', 'about'),
    ...services.map((service) => ({
      key: `service:${service.slug}`,
      kind: 'service' as const,
      title: service.title,
      path: servicePath(service.slug),
    })),
    fixed('faq', 'faq'),
    ...faqTopics.map((section) => ({
      key: `faq:${section.slug}`,
      kind: 'faq-section' as const,
      title: section.title,
      path: faqSectionPath(section.slug),
    })),
    fixed('contact', 'contact'),
    fixed('careers', 'careers', true),
    fixed('news', 'news', true),
    ...legalDocuments.map((document) => ({
      key: document.slug,
      kind: 'legal' as const,
      title: document.title,
      path: pathOf(document.slug),
    })),
  ];
}
