// The public routes the site helper owns, with the h1 each must show (from the content modules,
// so a copy change cannot silently break the check).
import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  CONSENT_ACCEPTED_KEY,
  CONSENT_KEY,
  CONSENT_VERSION,
  consentRecord,
  type ConsentRecord,
} from '@/lib/consent/consent';
import { company } from '../../lib/content/company';
import { faqPageContent, faqTopics } from '../../lib/content/faq';
import { legalDocuments } from '../../lib/content/legal';
import { aboutContent } from '../../lib/content/pages';
import { services } from '../../lib/content/services';

export type SitePage = { path: string; heading: string };

export const sitePages: SitePage[] = [
  { path: '/', heading: company.name },
  { path: '/about', heading: aboutContent.heading },
  { path: '/faq', heading: faqPageContent.heading },
  ...faqTopics.map((section) => ({
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

/**
 * Opens every page of `target` with this cookie choice already made, stored exactly as the
 * banner stores it (lib/consent/consent.ts), so the banner stays out of the way.
 */
export async function rememberConsent(
  target: Page | BrowserContext,
  choice: { analytics: boolean; marketing: boolean },
): Promise<void> {
  const entries: [string, string][] = [
    [CONSENT_KEY, JSON.stringify(consentRecord(choice))],
    [CONSENT_ACCEPTED_KEY, String(choice.analytics || choice.marketing)],
  ];
  await target.addInitScript((items) => {
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, entries);
}

/** The stored consent record as a test reads it back: the choice, the version, a recent date. */
export function expectStoredChoice(
  stored: Record<string, string>,
  choice: { analytics: boolean; marketing: boolean },
) {
  const record = JSON.parse(stored[CONSENT_KEY] ?? 'null') as ConsentRecord | null;
  expect(record).toMatchObject({ essential: true, ...choice, version: CONSENT_VERSION });
  expect(Date.now() - Date.parse(record!.savedAt)).toBeLessThan(60_000);
  expect(stored[CONSENT_ACCEPTED_KEY]).toBe(String(choice.analytics || choice.marketing));
  expect(Object.keys(stored).sort()).toEqual([CONSENT_KEY, CONSENT_ACCEPTED_KEY].sort());
}
