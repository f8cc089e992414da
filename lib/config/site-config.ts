// The runtime settings the browser needs for the site chrome: the external blog address and the
// consent-gated widgets. Public pages are prerendered at build, so these values cannot be baked
// into their HTML: the browser reads them from GET /api/site-config, which reads the environment
// of the running server (validated with zod at start, lib/config/env-schema.ts).
// No zod here: this module runs in the browser on every public page, where even zod/mini adds
// 23 KB (gzip) of script to check a few fields our own server wrote. The booking page settings
// are only checked to be an object here: lib/site/booking/booking-url.ts parses them with zod where the
// scheduling address is built, in the popup's own chunk, loaded after marketing consent.
import type { BookingPageSettings } from '../site/booking/booking-url';

export type SiteConfig = {
  blogUrl: string | null;
  livechatLicense: string | null;
  bookingUrl: string | null;
  /** Colours and hide flags of the scheduling page (BOOKING_* variables); null without BOOKING_URL. */
  bookingPageSettings: BookingPageSettings | null;
};

export const emptySiteConfig: SiteConfig = {
  blogUrl: null,
  livechatLicense: null,
  bookingUrl: null,
  bookingPageSettings: null,
};

function settingsObject(value: unknown): BookingPageSettings | null | undefined {
  if (value === null) return null;
  return typeof value === 'object' && !Array.isArray(value)
    ? (value as BookingPageSettings)
    : undefined;
}

function webUrl(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The body of GET /api/site-config, or null when it is not a valid configuration. */
export function readSiteConfig(body: unknown): SiteConfig | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const blogUrl = webUrl(record.blogUrl);
  const bookingUrl = webUrl(record.bookingUrl);
  const license = record.livechatLicense;
  const livechatLicense =
    license === null || (typeof license === 'string' && /^\d{1,12}$/.test(license))
      ? license
      : undefined;
  const bookingPageSettings = settingsObject(record.bookingPageSettings);
  if (
    blogUrl === undefined ||
    bookingUrl === undefined ||
    livechatLicense === undefined ||
    bookingPageSettings === undefined
  )
    return null;
  return { blogUrl, livechatLicense, bookingUrl, bookingPageSettings };
}
