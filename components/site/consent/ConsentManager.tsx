'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { OptionalWidget } from '../widgets/OptionalWidget';
import { OPEN_COOKIE_SETTINGS_EVENT } from './consent-events';
import { useConsent } from './useConsent';

// Loaded only when needed: a returning visitor who already chose never downloads either.
const CookieBanner = dynamic(() => import('./CookieBanner'), { ssr: false });
const CookiePreferences = dynamic(() => import('./CookiePreferences'), { ssr: false });

/** The cookie banner (until the visitor chooses) and the Cookie Preferences window. */
export function ConsentManager() {
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  if (consent === undefined) return null;
  return (
    <>
      {consent === null && !settingsOpen && (
        <OptionalWidget>
          <CookieBanner onOpenSettings={() => setSettingsOpen(true)} />
        </OptionalWidget>
      )}
      {settingsOpen && (
        <OptionalWidget>
          <CookiePreferences
            initial={consent ?? { analytics: false, marketing: false }}
            onClosed={() => setSettingsOpen(false)}
          />
        </OptionalWidget>
      )}
    </>
  );
}
