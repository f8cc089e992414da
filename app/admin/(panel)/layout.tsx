import { redirect } from 'next/navigation';
import { AdminShell } from '@/components/admin/shell/AdminShell';
import { currentAccount } from '@/lib/auth/current-account';

/** middleware.ts already sends visitors without a session away; this checks again on the server. */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const account = await currentAccount();
  if (!account) redirect('/admin/admin-login');
  return <AdminShell person={{ name: account.name, role: account.role }}>{children}</AdminShell>;
}
