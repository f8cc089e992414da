import type { Metadata } from 'next';
import { notFoundContent } from '@/lib/content/pages';
import { NotFoundScreen } from '@/components/site/NotFoundScreen';

export const metadata: Metadata = {
  title: notFoundContent.metaTitle,
  robots: { index: false, follow: true },
};

// Addresses outside the public site (e.g. under /admin) that no route takes. Kept bare on
// purpose: the root not-found boundary is sent with every page, so the public site's 404 with
// header and footer lives in app/(site)/not-found.tsx.
export default function NotFound() {
  return <NotFoundScreen />;
}
