// The visitor's cookie choice (SPEC.md sections 3 and 4), kept in the browser only. Essential is
// always on; nothing but this essential record is stored before the visitor chooses.
// zod/mini: this module runs in the browser on every public page.
import * as z from 'zod/mini';

export const CONSENT_KEY = 'cookie-consent';
/** The separate flag SPEC.md names: whether cookies were accepted at all. */
export const CONSENT_ACCEPTED_KEY = 'cookies-accepted';
/** Fired on window after every change, with the new Consent as detail. */
export const CONSENT_EVENT = 'consentchange';

export const consentSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type Consent = z.infer<typeof consentSchema>;

/** The stored record as written under CONSENT_KEY; null when absent or not a valid choice. */
export function parseConsent(raw: string | null): Consent | null {
  try {
    const parsed = consentSchema.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readConsent(): Consent | null {
  if (typeof window === 'undefined') return null;
  try {
    return parseConsent(localStorage.getItem(CONSENT_KEY));
  } catch {
    // Storage can be blocked by the browser: then there is no stored choice.
    return null;
  }
}

export function saveConsent(choice: { analytics: boolean; marketing: boolean }): Consent {
  const consent: Consent = { essential: true, ...choice };
  localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  localStorage.setItem(CONSENT_ACCEPTED_KEY, String(choice.analytics || choice.marketing));
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: consent }));
  return consent;
}
