'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { CONSENT_EVENT, readConsent, type Consent } from '@/lib/consent/consent';
import { rememberLeadSource } from '@/lib/consent/lead-source';

/** One visit per page view, and only once the visitor has accepted analytics cookies. */
export function VisitBeacon() {
  const pathname = usePathname();
  const counted = useRef<string | null>(null);

  useEffect(() => {
    // A page in a frame is the back office's live preview, not a visit.
    if (window.top !== window.self) return;
    const record = () => {
      if (counted.current === pathname) return;
      counted.current = pathname;
      rememberLeadSource();
      void fetch('/api/visits', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: pathname }),
      }).catch(() => undefined);
    };
    if (readConsent()?.analytics) record();
    // The page on which the visitor accepts analytics counts too.
    const onChange = (event: Event) => {
      if ((event as CustomEvent<Consent>).detail.analytics) record();
    };
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, [pathname]);

  return null;
}
