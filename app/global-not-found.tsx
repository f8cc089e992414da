import type { Metadata } from 'next';
import { company } from '@/lib/content/company';
import { notFoundContent } from '@/lib/content/pages';
import { NotFoundScreen } from '@/components/site/NotFoundScreen';
import { SiteChrome } from '@/components/site/SiteChrome';
import './globals.css';

export const metadata: Metadata = {
  // The root layout's title template does not apply here.
  title: `${notFoundContent.metaTitle} | ${company.name}`,
  robots: { index: false, follow: true },
};

// Every address no route takes (HTTP 404), inside the public site's chrome. A whole document:
// Next renders it without the root layout.
export default function GlobalNotFound() {
  return (
    <html lang="en-GB">
      <body>
        <SiteChrome>
          <NotFoundScreen />
        </SiteChrome>
      </body>
    </html>
  );
}
