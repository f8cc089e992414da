import { PreviewBar } from '@/components/site/PreviewBar';
import { SiteChrome } from '@/components/site/SiteChrome';
import { VisitBeacon } from '@/components/site/VisitBeacon';

// Static: the chrome reads no request data (the company details come from a cached, tagged read,
// lib/company-details/company-contact.ts), so every public page can be prerendered and kept in the cache.
// The preview bar reads the request only in draft mode, where nothing is cached.
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteChrome>{children}</SiteChrome>
      <PreviewBar />
      <VisitBeacon />
    </>
  );
}
