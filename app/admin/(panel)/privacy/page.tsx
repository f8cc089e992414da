import type { Metadata } from 'next';
import { PrivacyView } from '@/components/admin/privacy/PrivacyView';

export const metadata: Metadata = { title: 'Privacy requests' };

export default function PrivacyPage() {
  return <PrivacyView />;
}
