import 'server-only';
import Link from 'next/link';
import { accountAllowed } from '@/lib/auth/current-account';
import { ROLE_LABELS } from '@/lib/domain/role';
import { type Permission } from '@/lib/accounts/roles';
import { currentAccount } from '@/lib/auth/current-account';
import { PageTitle } from '../ui/PageTitle';

/**
 * A back-office screen, shown only to a role that may open it (checked on the server; the
 * sidebar only leaves out what the role cannot use). Others read why, and the doors behind the
 * screen answer them 403 anyway.
 */
export async function Allowed({ to, children }: { to: Permission; children: React.ReactNode }) {
  if (await accountAllowed(to)) return children;
  const account = await currentAccount();
  return (
    <>
      <PageTitle>No access</PageTitle>
      <p>
        Your role ({account ? ROLE_LABELS[account.role] : 'none'}) does not give access to this
        page. Ask the owner of the back office if you need it.
      </p>
      <p>
        <Link href="/admin">Back to the dashboard</Link>
      </p>
    </>
  );
}
