// The "Book a consultation" links open the scheduling popup when it is available (marketing
// consent given and BOOKING_URL set); otherwise they are ordinary links to the contact page.
export const OPEN_BOOKING_EVENT = 'bookingopen';

// The popup's code loads lazily: a request made before it mounts waits here for it.
let pendingRequest = false;

export function openBooking() {
  pendingRequest = true;
  window.dispatchEvent(new Event(OPEN_BOOKING_EVENT));
}

/** Whether someone asked for the popup since the last call; clears the request. */
export function takeBookingRequest(): boolean {
  const requested = pendingRequest;
  pendingRequest = false;
  return requested;
}
