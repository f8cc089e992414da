import { VisitBeacon } from '@/components/site/VisitBeacon';

// Placeholder until the site chrome lands: the public pages' layout mounts the visit beacon.
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <VisitBeacon />
    </>
  );
}
