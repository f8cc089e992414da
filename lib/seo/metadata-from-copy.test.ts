import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/lib/content/company';
import { metadataFromCopy } from './metadata-from-copy';

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://www.example.co.uk');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const defaults = { metaTitle: 'About us', metaDescription: 'Who we are.' };
const empty = { seoTitle: '', seoDescription: '', socialImage: '' };

describe('metadataFromCopy', () => {
  it('keeps the page’s own title, description and the site’s picture while the fields are empty', () => {
    const metadata = metadataFromCopy('/about', empty, defaults);
    expect(metadata.title).toEqual({ absolute: `About us | ${company.name}` });
    expect(metadata.description).toBe('Who we are.');
    expect(metadata.alternates?.canonical).toBe('https://www.example.co.uk/about');
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: 'https://www.example.co.uk/images/og.png', width: 1200 }),
    ]);
    expect(metadata.twitter).toMatchObject({
      title: `About us | ${company.name}`,
      images: ['https://www.example.co.uk/images/og.png'],
    });
  });

  it('says what the editor wrote, with the social image as the share picture', () => {
    const written = {
      seoTitle: 'Who we are',
      seoDescription: 'A firm in Leeds.',
      socialImage: '/images/team.jpg',
    };
    const metadata = metadataFromCopy('/about', written, defaults);
    expect(metadata.title).toEqual({ absolute: `Who we are | ${company.name}` });
    expect(metadata.description).toBe('A firm in Leeds.');
    expect(metadata.openGraph).toMatchObject({
      title: `Who we are | ${company.name}`,
      description: 'A firm in Leeds.',
      images: [{ url: 'https://www.example.co.uk/images/team.jpg' }],
    });
    expect(metadata.twitter).toMatchObject({
      images: ['https://www.example.co.uk/images/team.jpg'],
    });
  });

  it('keeps the default description beside an SEO title, and every default without copy', () => {
    const titled = metadataFromCopy('/about', { ...empty, seoTitle: 'Who we are' }, defaults);
    expect(titled.description).toBe('Who we are.');
    expect(metadataFromCopy('/about', undefined, defaults)).toEqual(
      metadataFromCopy('/about', empty, defaults),
    );
  });

  it('puts the firm’s name first on the home page, before the SEO title or the default', () => {
    const home = (seoTitle: string) =>
      metadataFromCopy('/', { ...empty, seoTitle }, defaults, { nameFirst: true }).title;
    expect(home('')).toEqual({ absolute: `${company.name} | About us` });
    expect(home('Business support')).toEqual({ absolute: `${company.name} | Business support` });
  });
});
