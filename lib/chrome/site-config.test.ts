import { afterEach, describe, expect, it, vi } from 'vitest';

// lib/config/env.ts parses the environment once per module instance: each case loads a fresh one.
async function configWith(vars: Record<string, string>) {
  vi.resetModules();
  for (const name of ['BLOG_URL', 'LIVECHAT_LICENSE', 'BOOKING_URL']) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  const { siteConfig } = await import('./site-config');
  return siteConfig();
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('siteConfig', () => {
  it('is all nothing when no setting is configured', async () => {
    expect(await configWith({})).toEqual({
      blogUrl: null,
      livechatLicense: null,
      bookingUrl: null,
      bookingPageSettings: null,
    });
  });

  it('hands on the blog, the chat licence and the scheduling page of the running server', async () => {
    expect(
      await configWith({
        BLOG_URL: 'https://blog.example.com/',
        LIVECHAT_LICENSE: '12345678',
        BOOKING_URL: 'https://calendly.com/crestfield/30min',
        BOOKING_PRIMARY_COLOR: '0b3d91',
      }),
    ).toEqual({
      blogUrl: 'https://blog.example.com/',
      livechatLicense: '12345678',
      bookingUrl: 'https://calendly.com/crestfield/30min',
      bookingPageSettings: expect.objectContaining({ primaryColor: '0b3d91' }),
    });
  });
});
