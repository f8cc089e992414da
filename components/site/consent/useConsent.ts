'use client';
import { useMemo, useSyncExternalStore } from 'react';
import type { Consent } from '@/lib/consent/consent';

// lib/consent/consent validates with zod, which every public page would otherwise download before it
// becomes interactive: the hook loads it after hydration and reports "not known yet" meanwhile.
type ConsentModule = typeof import('@/lib/consent/consent');
let consentModule: ConsentModule | undefined;
let loading: Promise<ConsentModule> | undefined;

function subscribe(onChange: () => void) {
  let active = true;
  let detach = () => {};
  loading ??= import('@/lib/consent/consent').then((loaded) => (consentModule = loaded));
  loading.then(({ CONSENT_EVENT }) => {
    if (!active) return;
    window.addEventListener(CONSENT_EVENT, onChange);
    // Another tab changed the choice.
    window.addEventListener('storage', onChange);
    detach = () => {
      window.removeEventListener(CONSENT_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
    onChange();
  });
  return () => {
    active = false;
    detach();
  };
}

function storedRecord(): string | null | undefined {
  if (!consentModule) return undefined;
  try {
    return localStorage.getItem(consentModule.CONSENT_KEY);
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
  return useMemo(
    () => (raw === undefined || !consentModule ? undefined : consentModule.parseConsent(raw)),
    [raw],
  );
}
