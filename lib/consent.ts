// The visitor's cookie choice (SPEC.md sections 3 and 4), kept in the browser only. Essential is
// always on; nothing but this essential record is stored before the visitor chooses.
// No zod here: this module runs in the browser on every public page, where zod's core would
// add 23 KB (gzip) of script to read three booleans the site itself wrote.

export const CONSENT_KEY = 'cookie-consent';
/** The separate flag SPEC.md names: whether cookies were accepted at all. */
export const CONSENT_ACCEPTED_KEY = 'cookies-accepted';
/** Fired on window after every change, with the new Consent as detail. */
export const CONSENT_EVENT = 'consentchange';

export type Consent = { essential: true; analytics: boolean; marketing: boolean };

function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.essential === true &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean'
  );
}

/** The stored record as written under CONSENT_KEY; null when absent or not a valid choice. */
export function parseConsent(raw: string | null): Consent | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    // Only the three known fields are kept, whatever else the stored record carries.
    return isConsent(parsed)
      ? { essential: true, analytics: parsed.analytics, marketing: parsed.marketing }
      : null;
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
