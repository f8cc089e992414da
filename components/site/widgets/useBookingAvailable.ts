'use client';
import { useConsent } from '../consent/useConsent';
import { useSiteConfig } from '../config/SiteConfigProvider';

/** Whether the scheduling popup can open: marketing consent given and BOOKING_URL set. */
export function useBookingAvailable(): boolean {
  const consent = useConsent();
  const config = useSiteConfig();
  return Boolean(consent?.marketing && config?.bookingUrl);
}
