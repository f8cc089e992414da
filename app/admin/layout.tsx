import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Back office' },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return children;
}
