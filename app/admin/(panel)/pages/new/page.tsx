import type { Metadata } from 'next';
import { AddServiceView } from '@/components/admin/pages/AddServiceView';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Add a service' };

export default function AddServicePage() {
  return (
    <Allowed to="content">
      <AddServiceView />
    </Allowed>
  );
}
