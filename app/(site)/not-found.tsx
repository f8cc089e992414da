import type { Metadata } from 'next';
import { notFoundContent } from '@/lib/content/pages';
import { NotFoundScreen } from '@/components/site/NotFoundScreen';

export const metadata: Metadata = {
  title: notFoundContent.metaTitle,
  robots: { index: false, follow: true },
};

// Every unknown public address lands here (HTTP 404) inside the site layout's chrome. The chrome
// is not repeated here: a not-found boundary travels in every page's payload.
export default function NotFound() {
  return <NotFoundScreen />;
}
