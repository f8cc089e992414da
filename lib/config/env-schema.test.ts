import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@example.com',
      SITE_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
    });
    expect(env.API_BASE_URL).toBeUndefined();
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(10_000);
    expect(env.ADMIN_USER).toBe('admin@example.com');
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: [^\n]+$/);
    expect(() => parseEnv({ API_BASE_URL: 'not a url' })).toThrow(
      /^Invalid environment variable API_BASE_URL: /,
    );
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    for (const name of ['BLOG_URL', 'BOOKING_URL', 'SITE_URL', 'API_BASE_URL'])
      for (const value of ['javascript:alert(1)', 'ftp://files.example.com/'])
        expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(
          new RegExp(`^Invalid environment variable ${name}: must be an http or https address`),
        );
    expect(() => parseEnv({ UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });

  it('reads NEXTAUTH_SECRET as AUTH_SECRET and trims a trailing slash from URLs', () => {
    const env = parseEnv({
      NEXTAUTH_SECRET: 'x'.repeat(40),
      API_BASE_URL: 'https://api.example.com/',
      SITE_URL: 'https://www.example.com/',
      TRUST_PROXY: '1',
    });
    expect(env.AUTH_SECRET).toBe('x'.repeat(40));
    expect(env.API_BASE_URL).toBe('https://api.example.com');
    expect(env.SITE_URL).toBe('https://www.example.com');
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('reads the scheduling page settings: six-hex colours and on/off flags', () => {
    const env = parseEnv({
      BOOKING_PRIMARY_COLOR: '#0B3D91',
      BOOKING_TEXT_COLOR: '1a2b3c',
      BOOKING_HIDE_DETAILS: 'true',
      BOOKING_HIDE_GDPR_BANNER: '0',
    });
    expect(env).toMatchObject({
      BOOKING_PRIMARY_COLOR: '0b3d91',
      BOOKING_TEXT_COLOR: '1a2b3c',
      BOOKING_HIDE_DETAILS: true,
      BOOKING_HIDE_GDPR_BANNER: false,
    });
    expect(env.BOOKING_BACKGROUND_COLOR).toBeUndefined();
    expect(parseEnv({}).BOOKING_HIDE_DETAILS).toBe(false);
  });

  it('refuses a scheduling colour that is not six hex digits, naming the variable', () => {
    for (const [name, value] of [
      ['BOOKING_PRIMARY_COLOR', 'navy'],
      ['BOOKING_TEXT_COLOR', 'fff'],
      ['BOOKING_BACKGROUND_COLOR', '#12345g'],
    ] as const) {
      expect(() => parseEnv({ [name]: value }), value).toThrow(
        new RegExp(`^Invalid environment variable ${name}: must be a colour of six hex digits`),
      );
    }
  });
});
