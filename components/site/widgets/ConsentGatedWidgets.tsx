'use client';
import dynamic from 'next/dynamic';
import { useConsent } from '../consent/useConsent';
import { useSiteConfig } from '../config/SiteConfigProvider';
import { OptionalWidget } from './OptionalWidget';

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
      {config.livechatLicense && (
        <OptionalWidget>
          <LiveChat license={config.livechatLicense} />
        </OptionalWidget>
      )}
      {config.bookingUrl && (
        <OptionalWidget>
          <BookingBadge url={config.bookingUrl} pageSettings={config.bookingPageSettings} />
        </OptionalWidget>
      )}
    </>
  );
}
