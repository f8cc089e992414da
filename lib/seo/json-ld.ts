import 'server-only';
// Schema.org data for search engines, built from the content modules and typed by schema-dts, so
// a misspelt property or a wrong @type is a type error rather than markup Google ignores.
import type {
  FAQPage,
  JobPosting,
  NewsArticle,
  Organization,
  PostalAddress,
  Service as ServiceSchema,
  Thing,
  WithContext,
} from 'schema-dts';
import { company } from '@/lib/content/company';
import type { CompanyContact } from '@/lib/domain/company-contact';
import type { Job } from '@/lib/domain/job';
import type { News } from '@/lib/domain/news';
import type { FaqItem } from '@/lib/content/faq';
import { menuName, type ServiceContent } from '@/page-kinds/service/shape';
import { endOfDayInLondon } from '@/lib/dates/london-days';
import { jobPath, newsPath } from '@/lib/text/slug';
import { absoluteUrl, ogImage } from '@/lib/seo/seo';
import { servicePath } from '@/lib/content/page-paths';

/** The firm's office, as the Organization and every JobPosting name it. */
const firmAddress = ({ address }: CompanyContact): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: address.streetAddress,
  addressLocality: address.locality,
  addressRegion: address.region || undefined,
  postalCode: address.postalCode,
  addressCountry: address.countryCode,
});

const organizationId = () => `${absoluteUrl('/')}#organization`;

/** The firm by name, pointing at the full Organization node its own pages carry. */
const firmReference = () =>
  ({
    '@type': 'Organization',
    '@id': organizationId(),
    name: company.name,
  }) satisfies Organization;

/** What a service's JSON-LD names of it: its copy and its address. */
type JsonLdService = Pick<ServiceContent, 'title' | 'navTitle' | 'summary' | 'image'> & {
  address: string;
};

/**
 * The firm, with the contact details the back office keeps (lib/domain/company-contact.ts). Its
 * `openingHours` is schema.org's LocalBusiness property: the node keeps its Organization type,
 * by which the site's other nodes and search tools find it, and a reader that does not expect
 * the property there passes over it.
 */
export function organizationJsonLd(
  contact: CompanyContact,
): WithContext<Organization> & { openingHours: string } {
  const { social } = contact;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(ogImage.url),
    email: contact.email,
    telephone: contact.mainPhone.display,
    address: firmAddress(contact),
    openingHours: contact.openingHours,
    contactPoint: contact.phones.map((phone) => ({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      name: phone.label,
      telephone: phone.display,
      email: contact.email,
      areaServed: 'GB',
      availableLanguage: 'en-GB',
    })),
    sameAs: [social.facebook, social.instagram, social.linkedin].filter((link) => link !== ''),
  };
}

export function faqPageJsonLd(items: readonly FaqItem[], path: string): WithContext<FAQPage> {
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

export function serviceJsonLd(service: JsonLdService): WithContext<ServiceSchema> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: menuName(service),
    description: service.summary,
    url: absoluteUrl(servicePath(service.address)),
    image: absoluteUrl(service.image),
    provider: firmReference(),
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    // No `keywords`: schema.org gives Service no such property (schema-dts refuses it), so
    // search engines ignored it; the keywords still feed the site search.
  };
}

/** A news article on its own page, written and published by the firm. */
export function newsArticleJsonLd(item: News): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    datePublished: item.date,
    image: item.image ? [absoluteUrl(item.image)] : undefined,
    mainEntityOfPage: absoluteUrl(newsPath(item)),
    author: { '@type': 'Organization', name: company.name },
    publisher: { '@type': 'Organization', name: company.name },
  };
}

/**
 * A vacancy as Google for Jobs reads it, on the job's own page. Its description is the page's
 * sanitised HTML; applications are taken on that page (directApply).
 */
export function jobPostingJsonLd(job: Job, contact: CompanyContact): WithContext<JobPosting> {
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
      ...firmReference(),
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl('/icon.svg'),
    },
    jobLocation: { '@type': 'Place', address: firmAddress(contact) },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
