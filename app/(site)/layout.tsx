import { SiteChrome } from '@/components/site/SiteChrome';

// Static: the chrome reads no request data, so every public page can be prerendered.
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
