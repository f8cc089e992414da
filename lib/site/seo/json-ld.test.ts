import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/lib/content/company';
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
vi.mock('../../config/env', async () => {
  const { parseEnv } = await import('@/lib/config/env-schema');
  return { env: () => parseEnv(process.env) };
});

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.example.co.uk/');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const organizationRef = {
  '@type': 'Organization',
  '@id': 'https://www.example.co.uk/#organization',
};

describe('JSON-LD', () => {
  it('describes the organisation with its address, phones and social profiles', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      ...organizationRef,
      name: company.name,
      legalName: company.legalName,
      email: company.email,
      image: 'https://www.example.co.uk/images/og.png',
      address: { '@type': 'PostalAddress', postalCode: company.address.postalCode },
      contactPoint: company.phones.map((phone) => ({ telephone: phone.display })),
      sameAs: [company.social.facebook, company.social.instagram, company.social.linkedin],
    });
  });

  it('lists every question of a FAQ section with its answer', () => {
    const section = getFaqSection('recruitment')!;
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
    expect(serviceJsonLd(service)).toMatchObject({
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
    expect(jobPostingJsonLd(job)).toMatchObject({
      '@type': 'JobPosting',
      description: '<p>Answer calls.</p><ul><li>Friendly</li></ul>',
      url: 'https://www.example.co.uk/careers/7/receptionist',
      hiringOrganization: { ...organizationRef, name: company.name },
      jobLocation: { '@type': 'Place', address: { postalCode: company.address.postalCode } },
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
