import { describe, expect, it } from 'vitest';
import { faqTopics } from './faq';
import { legalDocuments } from './legal';
import { publicPages } from './public-pages';
import { services } from './services';

describe('the registry of public pages', () => {
  const pages = publicPages();

  it('names each page once, by key and by address', () => {
    expect(new Set(pages.map((page) => page.key)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('holds every service, FAQ section and legal page, at the address its route answers', () => {
    const paths = pages.map((page) => page.path);
    for (const service of services) expect(paths).toContain(`/${service.slug}`);
    for (const section of faqTopics) expect(paths).toContain(`/faq/${section.slug}`);
    for (const document of legalDocuments) expect(paths).toContain(`/${document.slug}`);
    expect(paths.slice(0, 2)).toEqual(['/', '/about']);
    expect(paths).toEqual(expect.arrayContaining(['/faq', '/contact-us', '/careers', '/news']));
  });

  it('marks the lists read from the firm’s data, which have a sitemap of their own', () => {
    const lists = pages.filter((page) => page.listsData).map((page) => page.path);
    expect(lists.sort()).toEqual(['/careers', '/news']);
  });
});
