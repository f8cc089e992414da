'use client';
import dynamic from 'next/dynamic';
import { useConsent } from '../consent/useConsent';
import { useSiteConfig } from '../config/useSiteConfig';

// Neither widget's code is downloaded until the visitor allows marketing cookies.
const LiveChat = dynamic(() => import('./LiveChat'), { ssr: false });
const BookingBadge = dynamic(() => import('./BookingBadge'), { ssr: false });

/** Third-party widgets: loaded only after marketing consent and only when configured. */
export function ConsentGatedWidgets() {
  const consent = useConsent();
  const config = useSiteConfig();
  if (!consent?.marketing || !config) return null;
  return (
    <>
      {config.livechatLicense && <LiveChat license={config.livechatLicense} />}
      {config.bookingUrl && (
        <BookingBadge url={config.bookingUrl} pageSettings={config.bookingPageSettings} />
      )}
    </>
  );
}
