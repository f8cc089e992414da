import type { Metadata } from 'next';
import { PagesView } from '@/components/admin/pages/PagesView';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Pages' };

export default function PagesPage() {
  return (
    <Allowed to="content">
      <PagesView />
    </Allowed>
  );
}
