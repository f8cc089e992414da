import 'server-only';
// Schema.org data for search engines, built from the content modules.
import { company } from '@/lib/content/company';
import type { Job } from '@/lib/backend/types';
import type { FaqItem } from '@/lib/content/faq';
import type { Service } from '@/lib/content/services';
import { endOfDayInLondon } from '@/lib/public/dates';
import { jobPath } from '@/lib/public/slug';
import { absoluteUrl } from '@/lib/seo';

type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** The firm's office, as the Organization and every JobPosting name it. */
const firmAddress = () => ({
  '@type': 'PostalAddress',
  streetAddress: company.address.streetAddress,
  addressLocality: company.address.locality,
  addressRegion: company.address.region,
  postalCode: company.address.postalCode,
  addressCountry: company.address.countryCode,
});

const organizationId = () => `${absoluteUrl('/')}#organization`;

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl('/images/og.png'),
    email: company.email,
    telephone: company.phones[0].display,
    address: firmAddress(),
    contactPoint: company.phones.map((phone) => ({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      name: phone.label,
      telephone: phone.display,
      email: company.email,
      areaServed: 'GB',
      availableLanguage: 'en-GB',
    })),
    sameAs: [company.social.facebook, company.social.instagram, company.social.linkedin],
  };
}

export function faqPageJsonLd(items: readonly FaqItem[], path: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function serviceJsonLd(service: Service): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.navTitle,
    description: service.summary,
    url: absoluteUrl(`/${service.slug}`),
    image: absoluteUrl(service.image),
    provider: { '@type': 'Organization', '@id': organizationId(), name: company.name },
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    keywords: service.keywords.join(', '),
  };
}

/**
 * A vacancy as Google for Jobs reads it, on the job's own page. Its description is the page's
 * sanitised HTML; applications are taken on that page (directApply).
 */
export function jobPostingJsonLd(job: Job): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `${job.description}${job.requirements}`,
    datePosted: job.start_date,
    validThrough: endOfDayInLondon(job.end_date),
    url: absoluteUrl(jobPath(job)),
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: company.name,
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl('/icon.svg'),
    },
    jobLocation: { '@type': 'Place', address: firmAddress() },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
