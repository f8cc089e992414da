import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/lib/content/company';
import { absoluteUrl, pageMetadata, siteMetadata } from './seo';

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

describe('pageMetadata', () => {
  it('builds the title, canonical URL, Open Graph and Twitter card from SITE_URL', () => {
    const metadata = pageMetadata({
      title: 'About Us',
      description: 'Who we are.',
      path: '/about',
    });
    const title = `About Us | ${company.name}`;
    expect(metadata.title).toEqual({ absolute: title });
    expect(metadata.description).toBe('Who we are.');
    expect(metadata.alternates?.canonical).toBe('https://www.example.co.uk/about');
    expect(metadata.openGraph).toEqual({
      type: 'website',
      locale: 'en_GB',
      siteName: company.name,
      title,
      description: 'Who we are.',
      url: 'https://www.example.co.uk/about',
      images: [
        expect.objectContaining({
          url: 'https://www.example.co.uk/images/og.png',
          width: 1200,
          height: 630,
        }),
      ],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title,
      description: 'Who we are.',
      images: ['https://www.example.co.uk/images/og.png'],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('reads the origin when called, not when the module was loaded', () => {
    vi.stubEnv('SITE_URL', 'https://staging.example.org');
    const metadata = pageMetadata({ title: 'FAQ', description: 'Answers.', path: '/faq' });
    expect(metadata.alternates?.canonical).toBe('https://staging.example.org/faq');
    expect(metadata.openGraph?.url).toBe('https://staging.example.org/faq');
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

  it('makes an article with its own picture an Open Graph article', () => {
    const metadata = pageMetadata({
      title: 'Our new office',
      description: 'We moved.',
      path: '/read-a-news/4/our-new-office',
      article: { publishedTime: '2026-10-01' },
      image: '/media/9?v=2',
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-10-01',
      images: [{ url: 'https://www.example.co.uk/media/9?v=2' }],
    });
    expect(metadata.twitter).toMatchObject({ images: ['https://www.example.co.uk/media/9?v=2'] });
  });

  it('gives a screen without an address of its own no canonical', () => {
    const metadata = pageMetadata({ title: 'Not here', description: 'Gone.', noindex: true });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph?.url).toBeUndefined();
  });

  it("keeps '&' in a service path as the public route spells it", () => {
    expect(absoluteUrl('/immigration-&-relocation')).toBe(
      'https://www.example.co.uk/immigration-&-relocation',
    );
  });
});

describe('siteMetadata', () => {
  it('sets the metadata base, title template and default share card from SITE_URL', () => {
    const metadata = siteMetadata();
    expect(String(metadata.metadataBase)).toBe('https://www.example.co.uk/');
    expect(metadata.title).toEqual({ default: company.name, template: `%s | ${company.name}` });
    expect(metadata.openGraph).toMatchObject({
      siteName: company.name,
      images: [expect.objectContaining({ url: 'https://www.example.co.uk/images/og.png' })],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
