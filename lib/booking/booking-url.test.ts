import { describe, expect, it } from 'vitest';
import { bookingUrl, utmFromQuery } from './booking-url';

const url = 'https://calendly.com/crestfield/30min';
const paramsOf = (address: string) => Object.fromEntries(new URL(address).searchParams);

describe('bookingUrl', () => {
  it('is the scheduling page itself when nothing is known', () => {
    expect(bookingUrl({ url })).toBe(url);
  });

  it('carries the prefill under Calendly’s parameter names', () => {
    const address = bookingUrl({
      url,
      prefill: {
        name: '  Grace Hopper ',
        email: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        guests: ['ada@example.com', 'alan@example.com'],
        location: '+44 7700 900333',
        date: '2026-03-05',
        customAnswers: { a1: 'Two nurses for a clinic', a10: 'Birmingham' },
      },
    });
    expect(address.startsWith(`${url}?`)).toBe(true);
    expect(paramsOf(address)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      guests: 'ada@example.com,alan@example.com',
      location: '+44 7700 900333',
      month: '2026-03',
      date: '2026-03-05',
      a1: 'Two nurses for a clinic',
      a10: 'Birmingham',
    });
  });

  it('leaves out half-typed or unfit values instead of refusing to open', () => {
    const address = bookingUrl({
      url,
      prefill: { name: ' ', email: 'grace@', date: '5 March', guests: ['not-an-address'] },
    });
    expect(address).toBe(url);
  });

  it('passes the page’s utm values through and drops every other parameter', () => {
    const utm = utmFromQuery(
      '?utm_source=linkedin&utm_medium=social&utm_campaign=spring&utm_content=hero&utm_term=call%20handling&utm_id=7&gclid=abc&name=Mallory',
    );
    expect(utm).toEqual({
      source: 'linkedin',
      medium: 'social',
      campaign: 'spring',
      content: 'hero',
      term: 'call handling',
    });
    expect(paramsOf(bookingUrl({ url, utm }))).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'spring',
      utm_content: 'hero',
      utm_term: 'call handling',
    });
  });

  it('drops unknown fields handed to it', () => {
    const request = {
      url,
      prefill: { name: 'Grace Hopper', password: 'secret' },
      utm: { source: 'x', id: '7' },
      extra: 'y',
    };
    expect(paramsOf(bookingUrl(request))).toEqual({ name: 'Grace Hopper', utm_source: 'x' });
  });

  it('applies the page settings: colours without # and the hide flags as 1', () => {
    const address = bookingUrl({
      url,
      pageSettings: {
        backgroundColor: '#FFFFFF',
        textColor: '1a2b3c',
        primaryColor: '0B3D91',
        hideEventTypeDetails: true,
        hideLandingPageDetails: true,
        hideGdprBanner: true,
      },
      embed: { type: 'Inline', domain: 'www.example.com' },
    });
    expect(paramsOf(address)).toEqual({
      background_color: 'ffffff',
      text_color: '1a2b3c',
      primary_color: '0b3d91',
      hide_event_type_details: '1',
      hide_landing_page_details: '1',
      hide_gdpr_banner: '1',
      embed_domain: 'www.example.com',
      embed_type: 'Inline',
    });
  });

  it('sends no hide flag that is off and no colour that is not one', () => {
    const address = bookingUrl({
      url,
      pageSettings: { hideGdprBanner: false, primaryColor: 'navy', textColor: '12345' },
    });
    expect(address).toBe(url);
  });

  it('keeps what the configured address already carries, unless a value replaces it', () => {
    const address = bookingUrl({
      url: `${url}?hide_gdpr_banner=1&utm_source=site`,
      utm: { source: 'newsletter' },
    });
    expect(paramsOf(address)).toEqual({ hide_gdpr_banner: '1', utm_source: 'newsletter' });
  });

  it('refuses an address that is not a web page', () => {
    expect(() => bookingUrl({ url: 'javascript:alert(1)' })).toThrow();
    expect(() => bookingUrl({ url: 'not a url' })).toThrow();
  });
});
