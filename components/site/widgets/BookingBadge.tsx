'use client';
import { useEffect, useState } from 'react';
import type { BookingPageSettings } from '@/lib/booking/booking-url';
import { OPEN_BOOKING_EVENT, takeBookingRequest } from './booking-events';
import { BookingDialog } from './BookingDialog';
import styles from './BookingBadge.module.css';

type Props = { url: string; pageSettings: BookingPageSettings | null };

/** The floating 'Book a free Consultation' badge and its scheduling popup. */
export default function BookingBadge({ url, pageSettings }: Props) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => {
      if (takeBookingRequest()) setOpen(true);
    };
    window.addEventListener(OPEN_BOOKING_EVENT, show);
    show();
    return () => window.removeEventListener(OPEN_BOOKING_EVENT, show);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.badge}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Book a free Consultation
      </button>
      {open && (
        <BookingDialog url={url} pageSettings={pageSettings} onClosed={() => setOpen(false)} />
      )}
    </>
  );
}
