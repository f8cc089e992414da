'use client';
import { useEffect, useState } from 'react';
import { OPEN_BOOKING_EVENT, takeBookingRequest } from './booking-events';
import { BookingDialog } from './BookingDialog';
import styles from './BookingBadge.module.css';

/** The floating 'Book a free Consultation' badge and its scheduling popup. */
export default function BookingBadge({ url }: { url: string }) {
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
      {open && <BookingDialog url={url} onClosed={() => setOpen(false)} />}
    </>
  );
}
