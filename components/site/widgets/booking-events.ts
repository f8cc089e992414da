// The "Book a consultation" links open the scheduling popup when it is available (marketing
// consent given and BOOKING_URL set); otherwise they are ordinary links to the contact page.
export const OPEN_BOOKING_EVENT = 'bookingopen';

export function openBooking() {
  window.dispatchEvent(new Event(OPEN_BOOKING_EVENT));
}
