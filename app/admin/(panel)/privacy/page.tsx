import type { Metadata } from 'next';
import { PrivacyView } from '@/components/admin/privacy/PrivacyView';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Privacy requests' };

export default function PrivacyPage() {
  return (
    <Allowed to="privacy">
      <PrivacyView />
    </Allowed>
  );
}
