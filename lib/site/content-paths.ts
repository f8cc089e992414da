import { faqTopics } from '@/lib/content/faq';
import { legalDocuments } from '@/lib/content/legal';
import { services } from '@/lib/content/services';

/** The public pages whose content is in the code (not read from the Backend). */
export function contentPaths(): string[] {
  return [
    '/',
    '/about',
    '/contact-us',
    '/faq',
    ...faqTopics.map((topic) => `/faq/${topic.slug}`),
    ...services.map((service) => `/${service.slug}`),
    ...legalDocuments.map((document) => `/${document.slug}`),
  ];
}
