import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { AdminShell } from '@/components/admin/shell/AdminShell';
import { authOptions } from '@/lib/auth/auth-options';

/** middleware.ts already sends visitors without a session away; this checks again on the server. */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const session = await getServerSession(authOptions());
  if (!session) redirect('/admin/admin-login');
  return <AdminShell>{children}</AdminShell>;
}
