import type { Metadata } from 'next';
import { Allowed } from '@/components/admin/shell/Allowed';
import { MenusView } from '@/components/admin/menus/MenusView';

export const metadata: Metadata = { title: 'Menus' };

export default function MenusPage() {
  return (
    <Allowed to="menus">
      <MenusView />
    </Allowed>
  );
}
