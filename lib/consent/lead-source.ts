// Where a visitor came from, for the enquiry or application they make (issue #15): kept in the
// browser session only once they have accepted analytics cookies, and sent with a form only then.
// Runs in the browser on every page: no zod here (see lib/consent/consent.ts).
import { readConsent } from '@/lib/consent/consent';

const KEY = 'lead-source';
export const LEAD_SOURCE_FIELDS = [
  'source_landing',
  'source_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
type LeadSourceFields = Partial<Record<(typeof LEAD_SOURCE_FIELDS)[number], string>>;

/** The page the browsing session began on, as it was then: held in memory, stored only later. */
const landing: LeadSourceFields | null =
  typeof window === 'undefined' ? null : describeLanding(window.location, document.referrer);

function describeLanding(location: Location, referrer: string): LeadSourceFields {
  const query = new URLSearchParams(location.search);
  let from = '';
  try {
    from = referrer && new URL(referrer).origin !== location.origin ? referrer : '';
  } catch {}
  const fields: LeadSourceFields = {
    source_landing: `${location.pathname}${location.search}`.slice(0, 300),
    source_referrer: from.slice(0, 300),
    utm_source: query.get('utm_source')?.slice(0, 100),
    utm_medium: query.get('utm_medium')?.slice(0, 100),
    utm_campaign: query.get('utm_campaign')?.slice(0, 100),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value),
  ) as LeadSourceFields;
}

/** Keeps the session's landing for its forms, once analytics is accepted; the first one wins. */
export function rememberLeadSource(): void {
  if (!landing || !readConsent()?.analytics) return;
  try {
    if (!sessionStorage.getItem(KEY)) sessionStorage.setItem(KEY, JSON.stringify(landing));
  } catch {}
}

/** The fields a form sends along: nothing without analytics consent. */
export function leadSourceFields(): LeadSourceFields {
  if (!readConsent()?.analytics) return {};
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      LEAD_SOURCE_FIELDS.flatMap((name) => {
        const value = (stored as Record<string, unknown>)[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
  } catch {
    return {};
  }
}
