'use client';
import { useEffect, useState } from 'react';
import { readSiteConfig, type SiteConfig } from '@/lib/config/site-config';

// One request per page load, shared by every component that asks.
let pending: Promise<SiteConfig | null> | undefined;

function loadSiteConfig(): Promise<SiteConfig | null> {
  pending ??= fetch('/api/site-config')
    .then((response) => (response.ok ? response.json() : null))
    .then(readSiteConfig)
    .catch(() => null);
  return pending;
}

/** The running server's settings for the site chrome; null until loaded (or when unavailable). */
export function useSiteConfig(): SiteConfig | null {
  const [config, setConfig] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadSiteConfig().then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
