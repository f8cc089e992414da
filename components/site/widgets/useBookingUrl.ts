'use client';
import { useEffect, useState } from 'react';
import type { BookingPageSettings } from '@/lib/booking/booking-url';
import type { Embed } from './page-booking-url';

/**
 * The scheduling address for the page the visitor is on (./page-booking-url), built as the
 * calendar appears; `undefined` for the moment its module loads. The address is checked with
 * zod, which the page's first load does without (~24 KB gzip on the contact page).
 */
export function useBookingUrl(
  url: string,
  pageSettings: BookingPageSettings | null | undefined,
  embed: Embed,
): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('./page-booking-url').then(({ pageBookingUrl }) => {
      if (current) setSrc(pageBookingUrl(url, pageSettings, embed));
    });
    return () => {
      current = false;
    };
  }, [url, pageSettings, embed]);
  return src;
}
