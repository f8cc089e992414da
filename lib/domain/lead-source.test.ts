import { describe, expect, it } from 'vitest';
import { leadSourceInputSchema, sourceName } from './lead-source';

describe('a lead source', () => {
  it('is read from the optional form fields, and is none when they are all empty or bad', () => {
    const source = leadSourceInputSchema.parse({
      full_name: 'Amara',
      source_landing: '/?utm_source=newsletter',
      utm_source: ' newsletter ',
      utm_medium: 'x'.repeat(101),
    });
    expect(source).toEqual({
      landing_page: '/?utm_source=newsletter',
      referrer: null,
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: null,
    });
    expect(leadSourceInputSchema.parse({ full_name: 'Amara', utm_source: '' })).toBeNull();
    expect(leadSourceInputSchema.parse({ utm_source: 42 })).toBeNull();
  });

  it('is named by its campaign source, else the referring site, else direct', () => {
    const none = {
      landing_page: '/',
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    };
    expect(sourceName({ ...none, utm_source: 'newsletter', utm_medium: 'email' })).toBe(
      'newsletter / email',
    );
    expect(sourceName({ ...none, referrer: 'https://www.google.com/search?q=x' })).toBe(
      'www.google.com',
    );
    expect(sourceName(none)).toBe('direct');
  });
});
