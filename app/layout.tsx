import type { Metadata, Viewport } from 'next';
import { company } from '@/lib/content/company';
import { siteUrl } from '@/lib/site-url';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: company.name, template: `%s | ${company.name}` },
  description: company.description,
  applicationName: company.name,
};

export const viewport: Viewport = { themeColor: '#0f2a4a', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
