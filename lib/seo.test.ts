import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { company } from './content/company';
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
