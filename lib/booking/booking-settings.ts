import 'server-only';
import type { BookingPageSettings } from './booking-url';
import { env } from '@/lib/config/env';

export type BookingSettings = { url: string; pageSettings: BookingPageSettings };

/** The scheduling page and how it should look, from the running server's environment; null without BOOKING_URL. */
export function bookingSettings(): BookingSettings | null {
  const config = env();
  if (!config.BOOKING_URL) return null;
  return {
    url: config.BOOKING_URL,
    pageSettings: {
      primaryColor: config.BOOKING_PRIMARY_COLOR,
      textColor: config.BOOKING_TEXT_COLOR,
      backgroundColor: config.BOOKING_BACKGROUND_COLOR,
      // One switch for both: the event's description and the host's profile are the details.
      hideEventTypeDetails: config.BOOKING_HIDE_DETAILS,
      hideLandingPageDetails: config.BOOKING_HIDE_DETAILS,
      hideGdprBanner: config.BOOKING_HIDE_GDPR_BANNER,
    },
  };
}
