'use client';
import { useEffect, useRef } from 'react';
import type { BookingPageSettings } from '@/lib/booking/booking-url';
import { CloseDialogButton } from '../CloseDialogButton';
import { BookingFrame } from './BookingFrame';
import { useBookingUrl } from './useBookingUrl';
import styles from './BookingBadge.module.css';

type Props = {
  url: string;
  pageSettings: BookingPageSettings | null | undefined;
  onClosed: () => void;
};

/** The scheduling page (a 30-minute booking) in a modal frame, with a loading state until it arrives. */
export function BookingDialog({ url, pageSettings, onClosed }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read once, as the popup opens: what the contact form holds at that moment.
  const src = useBookingUrl(url, pageSettings, 'PopupWidget');

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="booking-title"
      onClose={() => dialog.current?.open || onClosed()}
    >
      <div className={styles.head}>
        <h2 id="booking-title" className={styles.title}>
          Book a free 30-minute consultation
        </h2>
        <CloseDialogButton dialog={dialog} />
      </div>
      <BookingFrame
        src={src}
        title="Booking calendar"
        loadingLabel="Loading the booking calendar..."
      />
    </dialog>
  );
}
