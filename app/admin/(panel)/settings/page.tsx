import type { Metadata } from 'next';
import { Allowed } from '@/components/admin/shell/Allowed';
import { SettingsView } from '@/components/admin/settings/SettingsView';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <Allowed to="settings">
      <SettingsView />
    </Allowed>
  );
}
