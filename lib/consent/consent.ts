// The visitor's cookie choice (docs/spec.md sections 3 and 4), kept in the browser only. Essential is
// always on; nothing but this essential record is stored before the visitor chooses.
// No zod here: this module runs in the browser on every public page, where zod's core would
// add 23 KB (gzip) of script to read three booleans the site itself wrote.

export const CONSENT_KEY = 'cookie-consent';
/** The separate flag docs/spec.md names: whether cookies were accepted at all. */
export const CONSENT_ACCEPTED_KEY = 'cookies-accepted';
/** Fired on window after every change, with the new Consent as detail. */
export const CONSENT_EVENT = 'consentchange';

/**
 * The version of the cookie policy a choice was made under: raise it when the policy changes
 * (a new purpose, a new provider) and every visitor is asked again.
 */
export const CONSENT_VERSION = 2;
/** A choice is asked again after 12 months, as the ICO and CNIL guidance expects. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export type Consent = { essential: true; analytics: boolean; marketing: boolean };
/** What is stored: the choice, the policy version it answered and when it was made. */
export type ConsentRecord = Consent & { version: number; savedAt: string };

function isCurrentRecord(value: unknown, now: number): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const savedAt = typeof record.savedAt === 'string' ? Date.parse(record.savedAt) : NaN;
  return (
    record.essential === true &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean' &&
    record.version === CONSENT_VERSION &&
    savedAt <= now + 60_000 &&
    now - savedAt < CONSENT_MAX_AGE_MS
  );
}

/** The record saveConsent stores for a choice made at `now`. */
export function consentRecord(
  choice: { analytics: boolean; marketing: boolean },
  now = Date.now(),
): ConsentRecord {
  return {
    essential: true,
    ...choice,
    version: CONSENT_VERSION,
    savedAt: new Date(now).toISOString(),
  };
}

/**
 * The choice stored under CONSENT_KEY; null when absent, not a valid choice, made under an
 * older policy version or more than 12 months ago (the banner then asks again).
 */
export function parseConsent(raw: string | null, now = Date.now()): Consent | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    // Only the three choices are handed on, whatever else the stored record carries.
    return isCurrentRecord(parsed, now)
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
  localStorage.setItem(CONSENT_KEY, JSON.stringify(consentRecord(choice)));
  localStorage.setItem(CONSENT_ACCEPTED_KEY, String(choice.analytics || choice.marketing));
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_EVENT, { detail: consent }));
  return consent;
}
