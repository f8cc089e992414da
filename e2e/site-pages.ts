// The public routes the site helper owns, with the h1 each must show (from the content modules,
// so a copy change cannot silently break the check).
import { company } from '../lib/content/company';
import { faqPageContent, faqSections } from '../lib/content/faq';
import { legalDocuments } from '../lib/content/legal';
import { aboutContent } from '../lib/content/pages';
import { services } from '../lib/content/services';

export type SitePage = { path: string; heading: string };

export const sitePages: SitePage[] = [
  { path: '/', heading: company.name },
  { path: '/about', heading: aboutContent.heading },
  { path: '/faq', heading: faqPageContent.heading },
  ...faqSections.map((section) => ({
    path: `/faq/${section.slug}`,
    heading: `${section.title} FAQ`,
  })),
  ...services.map((service) => ({ path: `/${service.slug}`, heading: service.title })),
  ...legalDocuments.map((document) => ({ path: `/${document.slug}`, heading: document.title })),
];

/** Third-party addresses the consent-gated widgets use (see playwright.config.ts). */
export const widgetConfig = {
  livechatScript: 'https://cdn.livechatinc.com/tracking.js',
  bookingUrl: 'https://calendly.com/crestfield/30min',
};

/** The text of the first <h1> in raw HTML, tags removed and entities decoded. */
export function firstHeading(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) return undefined;
  return match[1]
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
