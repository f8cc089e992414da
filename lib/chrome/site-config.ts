import 'server-only';
import type { BookingPageSettings } from '@/lib/booking/booking-url';
import { bookingSettings } from '@/lib/booking/booking-settings';
import { env } from '@/lib/config/env';

// The running server's settings the public chrome needs in the browser: the external blog
// address and the consent-gated widgets. Read when a page renders, which is always on the running
// server (lib/freshness/page-cache-handler.cjs serves nothing the build prerendered), so they
// travel in the page itself: no request after load, and the blog link works without JavaScript.

export type SiteConfig = {
  blogUrl: string | null;
  livechatLicense: string | null;
  bookingUrl: string | null;
  /** Colours and hide flags of the scheduling page (BOOKING_* variables); null without BOOKING_URL. */
  bookingPageSettings: BookingPageSettings | null;
};

/** What the chrome's client parts get: the settings, and the firm's e-mail for the error screen. */
export type ChromeConfig = SiteConfig & { companyEmail: string };

/** The settings, from the environment validated at start (lib/config/env-schema.ts). */
export function siteConfig(): SiteConfig {
  const { BLOG_URL, LIVECHAT_LICENSE } = env();
  const booking = bookingSettings();
  return {
    blogUrl: BLOG_URL ?? null,
    livechatLicense: LIVECHAT_LICENSE ?? null,
    bookingUrl: booking?.url ?? null,
    bookingPageSettings: booking?.pageSettings ?? null,
  };
}
