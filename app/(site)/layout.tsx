import { SiteChrome } from '@/components/site/SiteChrome';
import { VisitBeacon } from '@/components/site/VisitBeacon';

// Static: the chrome reads no request data, so every public page can be prerendered.
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteChrome>{children}</SiteChrome>
      <VisitBeacon />
    </>
  );
}
