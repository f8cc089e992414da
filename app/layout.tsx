import type { Viewport } from 'next';
import { siteMetadata } from '@/lib/seo/seo';
import './globals.css';

// A function, so the origin is the running server's SITE_URL (lib/seo/seo.ts).
export const generateMetadata = siteMetadata;

export const viewport: Viewport = { themeColor: '#0f2a4a', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The cookie check (lib/consent/consent-ask) marks <html> before hydration, by design.
    <html lang="en-GB" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
