import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, companyDefaults } from '@/lib/content/company';
import { companyContact } from '@/lib/domain/company-contact';
import { companyDetailsSchema } from '@/lib/domain/company-details';
import { getFaqSection } from '@/lib/content/faq';
import { getService } from '@/lib/content/services';
import {
  faqPageJsonLd,
  jobPostingJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from './json-ld';

// The server parses its environment once; here every call parses it, so each case can set its
// own SITE_URL.
vi.mock('@/lib/config/env', async () => {
  const { parseEnv } = await import('@/lib/config/env-schema');
  return { env: () => parseEnv(process.env) };
});

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.example.co.uk/');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const contact = companyContact(companyDetailsSchema.parse(companyDefaults));
const moved = companyContact({
  ...companyDetailsSchema.parse(companyDefaults),
  email: 'hello@example.org',
  phones: [{ number: '+44 161 555 0100', label: 'Manchester office' }],
  streetAddress: '1 Piccadilly',
  town: 'Manchester',
  region: '',
  postcode: 'M1 1AA',
  openingHours: 'Monday to Saturday, 8am to 6pm',
  instagram: '',
});

const organizationRef = {
  '@type': 'Organization',
  '@id': 'https://www.example.co.uk/#organization',
};

describe('JSON-LD', () => {
  it("describes the firm with today's address, phones, hours and social profiles", () => {
    expect(organizationJsonLd(contact)).toMatchObject({
      '@context': 'https://schema.org',
      ...organizationRef,
      name: company.name,
      legalName: company.legalName,
      email: 'info@crestfieldbusinessservices.co.uk',
      telephone: '+44 121 496 0734',
      openingHours: 'Monday to Friday, 9am to 5.30pm (UK time)',
      image: 'https://www.example.co.uk/images/og.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '85 Colmore Row',
        addressLocality: 'Birmingham',
        addressRegion: 'West Midlands',
        postalCode: 'B3 2BB',
        addressCountry: 'GB',
      },
      contactPoint: [
        { telephone: '+44 121 496 0734', name: 'Birmingham office' },
        { telephone: '+44 20 7946 0581', name: 'London line' },
      ],
      sameAs: [
        'https://www.facebook.com/crestfieldbusinessservices',
        'https://www.instagram.com/crestfieldbusinessservices',
        'https://www.linkedin.com/company/crestfieldbusinessservices',
      ],
    });
  });

  it('follows the details the back office saved, leaving out what is empty', () => {
    const data = organizationJsonLd(moved);
    expect(data).toMatchObject({
      email: 'hello@example.org',
      telephone: '+44 161 555 0100',
      openingHours: 'Monday to Saturday, 8am to 6pm',
      address: {
        streetAddress: '1 Piccadilly',
        addressLocality: 'Manchester',
        postalCode: 'M1 1AA',
      },
      sameAs: [
        'https://www.facebook.com/crestfieldbusinessservices',
        'https://www.linkedin.com/company/crestfieldbusinessservices',
      ],
    });
    expect(JSON.parse(serializeJsonLd(data)).address).not.toHaveProperty('addressRegion');
  });

  it('lists every question of a FAQ section with its answer', () => {
    const section = getFaqSection('recruitment', contact)!;
    expect(faqPageJsonLd(section.items, '/faq/recruitment')).toMatchObject({
      '@type': 'FAQPage',
      url: 'https://www.example.co.uk/faq/recruitment',
      mainEntity: section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  });

  it('links a service to the organisation that provides it', () => {
    const service = getService('immigration-%26-relocation')!;
    expect(serviceJsonLd({ ...service, address: service.slug })).toMatchObject({
      '@type': 'Service',
      name: 'Immigration & Relocation',
      url: 'https://www.example.co.uk/immigration-&-relocation',
      provider: organizationRef,
    });
  });

  it('describes a news article at its canonical address, with an absolute banner', () => {
    const item = {
      id: 4,
      title: 'Our new office',
      date: '2026-10-01',
      image: '/media/9?v=2',
      description: '',
    };
    expect(newsArticleJsonLd(item)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Our new office',
      datePublished: '2026-10-01',
      image: ['https://www.example.co.uk/media/9?v=2'],
      mainEntityOfPage: 'https://www.example.co.uk/read-a-news/4/our-new-office',
      author: { '@type': 'Organization', name: company.name },
      publisher: { '@type': 'Organization', name: company.name },
    });
    expect(newsArticleJsonLd({ ...item, image: null }).image).toBeUndefined();
  });

  it('describes a vacancy with the firm as hiring organisation and its office as location', () => {
    const job = {
      id: 7,
      title: 'Receptionist',
      description: '<p>Answer calls.</p>',
      requirements: '<ul><li>Friendly</li></ul>',
      start_date: '2026-11-01',
      end_date: '2026-12-01',
    };
    expect(jobPostingJsonLd(job, moved)).toMatchObject({
      '@type': 'JobPosting',
      description: '<p>Answer calls.</p><ul><li>Friendly</li></ul>',
      url: 'https://www.example.co.uk/careers/7/receptionist',
      hiringOrganization: { ...organizationRef, name: company.name },
      jobLocation: { '@type': 'Place', address: { postalCode: 'M1 1AA' } },
    });
  });

  it('cannot close its script element, whatever the text holds', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    } as const;
    const serialized = serializeJsonLd(data);
    expect(serialized).not.toContain('</script>');
    expect(JSON.parse(serialized)).toEqual(data);
  });
});
