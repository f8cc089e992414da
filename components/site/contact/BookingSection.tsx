import { bookingSettings } from '@/lib/booking/booking-settings';
import type { ContactPhone } from '@/lib/domain/company-contact';
import { contactContent } from '@/lib/content/pages';
import { InlineBooking } from './InlineBooking';
import styles from './BookingSection.module.css';

/**
 * "Book a free 30-minute consultation" on the contact page: the inline calendar after marketing
 * consent, with a plain link to the scheduling page and the phone number that need neither
 * consent nor JavaScript (the main number the back office keeps). Absent without BOOKING_URL.
 * Read at render time, which for this page is its first request on the running server, never
 * the build.
 */
type Props = {
  phone: ContactPhone;
  /** The section's heading and the line under it, as the firm writes them. */
  heading: string;
  intro: string;
};

export function BookingSection({ phone, heading, intro }: Props) {
  const settings = bookingSettings();
  if (!settings) return null;
  const { booking } = contactContent;
  return (
    <section aria-labelledby="booking-heading" className={styles.section}>
      <h2 id="booking-heading">{heading}</h2>
      <p className={styles.intro}>{intro}</p>
      <InlineBooking url={settings.url} pageSettings={settings.pageSettings} text={booking} />
      <p className={styles.alternatives}>
        <a href={settings.url} target="_blank" rel="noopener noreferrer">
          {booking.openLabel}
        </a>
        <span>
          {booking.phoneLead} <a href={phone.href}>{phone.display}</a>.
        </span>
      </p>
    </section>
  );
}
