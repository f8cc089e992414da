import { services } from '@/lib/content/services';
import { mix, pick } from './mix';

const LANDING_PAGES = ['/', '/about', '/contact-us', '/news', '/careers'];
const REFERRERS = [
  'https://www.google.com/',
  'https://www.google.co.uk/',
  'https://www.bing.com/',
  'https://www.linkedin.com/',
  'https://duckduckgo.com/',
  'https://www.facebook.com/',
];
const CAMPAIGNS: [string, string, string][] = [
  ['newsletter', 'email', 'monthly-update'],
  ['linkedin', 'social', 'spring-hiring'],
  ['google', 'cpc', 'call-handling'],
  ['google', 'cpc', 'recruitment'],
  ['chamber', 'referral', 'member-offer'],
  ['newsletter', 'email', 'year-end-tips'],
];

/**
 * Where an enquiry or application came from, by a hash of `key` (its id): lead_sources'
 * landing_page, referrer, utm_source, utm_medium and utm_campaign, in that order.
 */
export const leadSourceColumns = (key: string, salt: number) => {
  const slugs = services.map((service) => service.slug);
  return `
         CASE WHEN ${mix(key, salt)} % 10 < 6 THEN ${pick(LANDING_PAGES, key, salt + 1)} ELSE '/' || ${pick(slugs, key, salt + 2)} END,
         CASE WHEN ${mix(key, salt + 3)} % 10 < 6 THEN ${pick(REFERRERS, key, salt + 4)} END,
         CASE WHEN ${mix(key, salt + 3)} % 10 >= 7 THEN ${pick(
           CAMPAIGNS.map((c) => c[0]),
           key,
           salt + 5,
         )} END,
         CASE WHEN ${mix(key, salt + 3)} % 10 >= 7 THEN ${pick(
           CAMPAIGNS.map((c) => c[1]),
           key,
           salt + 5,
         )} END,
         CASE WHEN ${mix(key, salt + 3)} % 10 >= 7 THEN ${pick(
           CAMPAIGNS.map((c) => c[2]),
           key,
           salt + 5,
         )} END`;
};
