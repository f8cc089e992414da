// A lead's source as the forms send it and the back office shows it. Pure: shared.
import { z } from 'zod';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || null);

/** The optional fields a form carries (lib/consent/lead-source.ts); anything malformed is dropped. */
export const leadSourceInputSchema = z
  .object({
    source_landing: text(300),
    source_referrer: text(300),
    utm_source: text(100),
    utm_medium: text(100),
    utm_campaign: text(100),
  })
  .transform((input) => {
    const source = {
      landing_page: input.source_landing,
      referrer: input.source_referrer,
      utm_source: input.utm_source,
      utm_medium: input.utm_medium,
      utm_campaign: input.utm_campaign,
    };
    return Object.values(source).some(Boolean) ? source : null;
  });

export const leadSourceSchema = z.object({
  landing_page: z.string().nullable(),
  referrer: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

/** "newsletter / email", a referrer's host, or "direct": one name per source for the dashboard. */
export function sourceName(source: LeadSource): string {
  if (source.utm_source) return [source.utm_source, source.utm_medium].filter(Boolean).join(' / ');
  if (source.referrer) {
    try {
      return new URL(source.referrer).hostname;
    } catch {}
  }
  return 'direct';
}
