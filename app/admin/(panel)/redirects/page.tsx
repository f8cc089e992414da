import type { Metadata } from 'next';
import { RedirectsView } from '@/components/admin/redirects/RedirectsView';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Redirects' };

export default function RedirectsPage() {
  return (
    <Allowed to="redirects">
      <RedirectsView />
    </Allowed>
  );
}
