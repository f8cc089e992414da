import { describe, expect, it } from 'vitest';
import { emptySiteConfig, readSiteConfig } from './site-config';

describe('readSiteConfig', () => {
  it('keeps a valid configuration, with or without values', () => {
    const full = {
      blogUrl: 'https://blog.example.com/',
      livechatLicense: '12345678',
      bookingUrl: 'https://calendly.com/crestfield/consultation',
      bookingPageSettings: { primaryColor: '0b3d91', hideGdprBanner: true },
    };
    expect(readSiteConfig(full)).toEqual(full);
    expect(readSiteConfig(emptySiteConfig)).toEqual(emptySiteConfig);
  });

  it('drops unknown fields', () => {
    expect(readSiteConfig({ ...emptySiteConfig, extra: 'x' })).toEqual(emptySiteConfig);
  });

  it('refuses anything else', () => {
    for (const body of [
      null,
      'text',
      [],
      {},
      { ...emptySiteConfig, blogUrl: 'javascript:alert(1)' },
      { ...emptySiteConfig, blogUrl: 'not a url' },
      { ...emptySiteConfig, bookingUrl: 42 },
      { ...emptySiteConfig, livechatLicense: '12ab' },
      { ...emptySiteConfig, livechatLicense: 1234 },
      { blogUrl: null, bookingUrl: null },
      { ...emptySiteConfig, bookingPageSettings: 'primary=0b3d91' },
      { ...emptySiteConfig, bookingPageSettings: [] },
      { blogUrl: null, livechatLicense: null, bookingUrl: null },
    ]) {
      expect(readSiteConfig(body), JSON.stringify(body)).toBeNull();
    }
  });
});
