import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { company } from './content/company';
import { getFaqSection } from './content/faq';
import { getService } from './content/services';
import { faqPageJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from './json-ld';
import { absoluteUrl, pageMetadata } from './seo';

const originalSiteUrl = process.env.SITE_URL;
beforeEach(() => {
  process.env.SITE_URL = 'https://www.example.co.uk/';
});
afterEach(() => {
  if (originalSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = originalSiteUrl;
});

describe('pageMetadata', () => {
  it('builds the title, canonical URL and Open Graph data from SITE_URL', () => {
    const metadata = pageMetadata({
      title: 'About Us',
      description: 'Who we are.',
      path: '/about',
    });
    expect(metadata.title).toEqual({ absolute: `About Us | ${company.name}` });
    expect(metadata.description).toBe('Who we are.');
    expect(metadata.alternates?.canonical).toBe('https://www.example.co.uk/about');
    expect(metadata.openGraph).toMatchObject({
      url: 'https://www.example.co.uk/about',
      siteName: company.name,
      locale: 'en_GB',
      images: [{ url: 'https://www.example.co.uk/images/og.png', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps an absolute title as given and can keep a page out of the index', () => {
    const metadata = pageMetadata({
      title: 'Crestfield: home',
      absoluteTitle: true,
      description: 'Home.',
      path: '/',
      noindex: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Crestfield: home' });
    expect(metadata.alternates?.canonical).toBe('https://www.example.co.uk/');
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it("keeps '&' in a service path as the public route spells it", () => {
    expect(absoluteUrl('/immigration-&-relocation')).toBe(
      'https://www.example.co.uk/immigration-&-relocation',
    );
  });
});

describe('JSON-LD', () => {
  it('describes the organisation with its address, phones and social profiles', () => {
    const organization = organizationJsonLd();
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://www.example.co.uk/#organization',
      name: company.name,
      email: company.email,
      address: { '@type': 'PostalAddress', postalCode: company.address.postalCode },
    });
    expect(organization.contactPoint).toHaveLength(company.phones.length);
    expect(organization.sameAs).toContain(company.social.linkedin);
  });

  it('lists every question of a FAQ section with its answer', () => {
    const section = getFaqSection('recruitment')!;
    const faq = faqPageJsonLd(section.items, '/faq/recruitment');
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(6);
    expect((faq.mainEntity as unknown[])[0]).toEqual({
      '@type': 'Question',
      name: section.items[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: section.items[0]!.answer },
    });
  });

  it('links a service to the organisation that provides it', () => {
    const service = getService('immigration-%26-relocation')!;
    expect(serviceJsonLd(service)).toMatchObject({
      '@type': 'Service',
      name: 'Immigration & Relocation',
      url: 'https://www.example.co.uk/immigration-&-relocation',
      provider: { '@id': 'https://www.example.co.uk/#organization' },
    });
  });

  it('cannot close its script element, whatever the text holds', () => {
    const serialized = serializeJsonLd({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
    expect(serialized).not.toContain('</script>');
    expect(JSON.parse(serialized)).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
  });
});
