// The scheduling page's address (docs/spec.md section 3: url, prefill, utm, page settings), built in
// one place for the popup and the inline widget. The parameter names are Calendly's documented
// embed options (help.calendly.com, "Advanced embed options"); other schedulers ignore them.
// Pure: the callers pass in what the page knows (the contact form, the address bar, the settings).
// zod/mini: the contact page's calendar builds the address in the browser, so this module is in
// its script; classic zod there would outweigh the rest of the page's own code.
import * as z from 'zod/mini';
import { hexColourSchema } from '@/lib/domain/colour';

// What a visitor typed may be half-finished: a value that does not fit is left out, never sent
// and never allowed to stop the calendar from opening.
const leftOutIfWrong = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined);
const text = (max: number) =>
  leftOutIfWrong(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));
const answer = text(500);
const answerKeys = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'] as const;

export const bookingPrefillSchema = z.object({
  name: text(120),
  email: leftOutIfWrong(z.email().check(z.maxLength(254))),
  firstName: text(60),
  lastName: text(60),
  guests: leftOutIfWrong(z.array(z.email()).check(z.maxLength(10))),
  location: text(200),
  date: leftOutIfWrong(z.iso.date()),
  customAnswers: leftOutIfWrong(
    z.object(
      Object.fromEntries(answerKeys.map((key) => [key, answer])) as Record<
        (typeof answerKeys)[number],
        typeof answer
      >,
    ),
  ),
});

const utmKeys = ['campaign', 'content', 'medium', 'source', 'term'] as const;
export const bookingUtmSchema = z.object(
  Object.fromEntries(utmKeys.map((key) => [key, text(200)])) as Record<
    (typeof utmKeys)[number],
    ReturnType<typeof text>
  >,
);

const hideFlag = leftOutIfWrong(z.boolean());
export const bookingPageSettingsSchema = z.object({
  backgroundColor: leftOutIfWrong(hexColourSchema),
  textColor: leftOutIfWrong(hexColourSchema),
  primaryColor: leftOutIfWrong(hexColourSchema),
  hideEventTypeDetails: hideFlag,
  hideLandingPageDetails: hideFlag,
  hideGdprBanner: hideFlag,
});

export const bookingRequestSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  prefill: z.optional(bookingPrefillSchema),
  utm: z.optional(bookingUtmSchema),
  pageSettings: z.optional(bookingPageSettingsSchema),
  /** How the page is shown on ours: Calendly lays the popup and the inline frame out differently. */
  embed: z.optional(
    z.object({
      type: z.enum(['PopupWidget', 'Inline']),
      domain: z.string().check(z.minLength(1)),
    }),
  ),
});

export type BookingPrefill = z.input<typeof bookingPrefillSchema>;
export type BookingUtm = z.input<typeof bookingUtmSchema>;
export type BookingPageSettings = z.input<typeof bookingPageSettingsSchema>;
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** The page's own `utm_*` parameters, to be passed through to the scheduling page. */
export function utmFromQuery(search: string): BookingUtm {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    utmKeys.flatMap((key) => {
      const value = query.get(`utm_${key}`);
      return value ? [[key, value]] : [];
    }),
  );
}

const on = (flag: boolean | undefined) => (flag ? '1' : undefined);

/** The scheduling page's address carrying the prefill, the UTM values and the page settings. */
export function bookingUrl(request: BookingRequest): string {
  const {
    url,
    prefill = {},
    utm = {},
    pageSettings = {},
    embed,
  } = bookingRequestSchema.parse(request);
  const date = prefill.date;
  const params: Record<string, string | undefined> = {
    name: prefill.name,
    email: prefill.email,
    first_name: prefill.firstName,
    last_name: prefill.lastName,
    guests: prefill.guests?.join(','),
    location: prefill.location,
    // Calendly opens the month first, then selects the day within it.
    month: date?.slice(0, 7),
    date,
    ...prefill.customAnswers,
    ...Object.fromEntries(utmKeys.map((key) => [`utm_${key}`, utm[key]])),
    hide_event_type_details: on(pageSettings.hideEventTypeDetails),
    hide_landing_page_details: on(pageSettings.hideLandingPageDetails),
    hide_gdpr_banner: on(pageSettings.hideGdprBanner),
    background_color: pageSettings.backgroundColor,
    text_color: pageSettings.textColor,
    primary_color: pageSettings.primaryColor,
    embed_domain: embed?.domain,
    embed_type: embed?.type,
  };
  const address = new URL(url);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) address.searchParams.set(name, value);
  }
  return address.toString();
}
