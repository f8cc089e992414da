'use client';
import { createContext, useContext } from 'react';
import type { ChromeConfig } from '@/lib/chrome/site-config';

const SiteConfigContext = createContext<ChromeConfig | null>(null);

/**
 * Hands the running server's settings and the firm's e-mail address (rendered with the page) to
 * the chrome's client parts.
 */
export function SiteConfigProvider({
  config,
  children,
}: {
  config: ChromeConfig;
  children: React.ReactNode;
}) {
  return <SiteConfigContext value={config}>{children}</SiteConfigContext>;
}

/** The running server's settings for the site chrome; null outside the public site's chrome. */
export function useSiteConfig(): ChromeConfig | null {
  return useContext(SiteConfigContext);
}
