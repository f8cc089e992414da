'use client';
import { openBooking } from './booking-events';
import { useBookingAvailable } from './useBookingAvailable';
import { pathOf } from '@/lib/content/page-paths';

type Props = { href?: string; className?: string; children?: React.ReactNode };

/**
 * "Book a consultation": opens the scheduling popup when it is available, otherwise (no consent,
 * no BOOKING_URL, or no JavaScript) it is a plain link to the contact page.
 */
export function BookConsultationLink({
  href = pathOf('contact'),
  className = 'button',
  children = 'Book a consultation',
}: Props) {
  const bookingAvailable = useBookingAvailable();
  return (
    <a
      href={href}
      className={className}
      aria-haspopup={bookingAvailable ? 'dialog' : undefined}
      onClick={(event) => {
        if (!bookingAvailable) return;
        event.preventDefault();
        openBooking();
      }}
    >
      {children}
    </a>
  );
}
