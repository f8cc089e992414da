'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { ASK_ATTRIBUTE } from '@/lib/consent/consent-ask';
import { OptionalWidget } from '../widgets/OptionalWidget';
import CookieBanner from './CookieBanner';
import { OPEN_COOKIE_SETTINGS_EVENT } from './consent-events';
import { useConsent } from './useConsent';

// Loaded only when needed: most visitors never open it.
const CookiePreferences = dynamic(() => import('./CookiePreferences'), { ssr: false });

/**
 * The cookie banner (until the visitor chooses) and the Cookie Preferences window. The banner is
 * in the server's HTML, shown before paint by the inline check beside it (lib/consent/consent-ask);
 * once the stored choice is known here, this decides, and a chosen visitor's banner goes.
 */
export function ConsentManager() {
  const consent = useConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const asking = consent === undefined ? undefined : consent === null && !settingsOpen;

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  useEffect(() => {
    if (asking !== undefined) document.documentElement.toggleAttribute(ASK_ATTRIBUTE, asking);
  }, [asking]);

  return (
    <>
      {asking !== false && <CookieBanner onOpenSettings={() => setSettingsOpen(true)} />}
      {consent !== undefined && settingsOpen && (
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
