'use client';
import type { BookingPageSettings } from '@/lib/booking/booking-url';
import { saveConsent } from '@/lib/consent/consent';
import type { contactContent } from '@/lib/content/pages';
import { useConsent } from '../consent/useConsent';
import { BookingFrame } from '../widgets/BookingFrame';
import { useBookingUrl } from '../widgets/useBookingUrl';
import styles from './InlineBooking.module.css';

type Text = (typeof contactContent)['booking'];
type Props = { url: string; pageSettings: BookingPageSettings; text: Text };

function InlineFrame({ url, pageSettings, text }: Props) {
  // Read as the calendar appears: what the contact form holds then, and the page's utm_* values.
  const src = useBookingUrl(url, pageSettings, 'Inline');
  return (
    <BookingFrame
      src={src}
      title={text.frameTitle}
      loadingLabel={text.loadingLabel}
      className={styles.outline}
    />
  );
}

/**
 * The scheduling calendar in the page, once the visitor allows marketing cookies; until then a
 * button that asks for exactly that. Nothing renders before the stored choice is known, so the
 * page's own HTML (a link and a phone number) is all a visitor without JavaScript sees.
 */
export function InlineBooking(props: Props) {
  const consent = useConsent();
  if (consent === undefined) return null;
  if (consent?.marketing) return <InlineFrame {...props} />;
  return (
    <div className={styles.ask}>
      <p>{props.text.consentNote}</p>
      <button
        type="button"
        className="button"
        // The visitor's analytics choice stays as it was: this button asks about scheduling only.
        onClick={() => saveConsent({ analytics: consent?.analytics ?? false, marketing: true })}
      >
        {props.text.allowLabel}
      </button>
    </div>
  );
}
