'use client';
import { createContext, useContext } from 'react';
import type { SiteConfig } from '@/lib/site/site-config';

const SiteConfigContext = createContext<SiteConfig | null>(null);

/** Hands the running server's settings (rendered with the page) to the chrome's client parts. */
export function SiteConfigProvider({
  config,
  children,
}: {
  config: SiteConfig;
  children: React.ReactNode;
}) {
  return <SiteConfigContext value={config}>{children}</SiteConfigContext>;
}

/** The running server's settings for the site chrome; null outside the public site's chrome. */
export function useSiteConfig(): SiteConfig | null {
  return useContext(SiteConfigContext);
}
