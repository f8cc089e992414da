'use client';
import { useMemo, useSyncExternalStore } from 'react';
import { CONSENT_EVENT, CONSENT_KEY, parseConsent, type Consent } from '@/lib/consent';

function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_EVENT, onChange);
  // Another tab changed the choice.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function storedRecord(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

// The server (and the first hydration pass) cannot know the visitor's choice.
const unknownOnServer = (): string | null | undefined => undefined;

/**
 * The visitor's cookie choice, kept up to date with every change:
 * `undefined` while not yet known (server render, hydration), `null` when no choice was made,
 * otherwise the stored Consent. Gate anything optional on `consent?.analytics` / `consent?.marketing`.
 */
export function useConsent(): Consent | null | undefined {
  const raw = useSyncExternalStore(subscribe, storedRecord, unknownOnServer);
  return useMemo(() => (raw === undefined ? undefined : parseConsent(raw)), [raw]);
}
