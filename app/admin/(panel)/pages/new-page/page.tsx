import type { Metadata } from 'next';
import { AddServiceView } from '@/components/admin/pages/AddServiceView';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Add a page' };

export default function AddOwnPagePage() {
  return (
    <Allowed to="content">
      <AddServiceView kind="page" />
    </Allowed>
  );
}
