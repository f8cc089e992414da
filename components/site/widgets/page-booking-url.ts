import { bookingUrl, utmFromQuery, type BookingPageSettings } from '@/lib/booking/booking-url';

export type Embed = 'PopupWidget' | 'Inline';

// The contact form is identified by where it posts: the one contract it cannot change quietly.
function contactFormPrefill() {
  const form = document.querySelector<HTMLFormElement>('form[action="/api/contact"]');
  const value = (name: string) => {
    const field = form?.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : undefined;
  };
  return { name: value('full_name'), email: value('userEmail') };
}

/**
 * The scheduling address for the page the visitor is on, read when the calendar opens: the name
 * and e-mail typed into the contact form (when it is on the page), the page's `utm_*` values
 * and the configured look.
 */
export function pageBookingUrl(
  url: string,
  pageSettings: BookingPageSettings | null | undefined,
  embed: Embed,
): string {
  return bookingUrl({
    url,
    prefill: contactFormPrefill(),
    utm: utmFromQuery(window.location.search),
    pageSettings: pageSettings ?? undefined,
    embed: { type: embed, domain: window.location.host },
  });
}
