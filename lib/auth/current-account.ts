import 'server-only';
import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { authOptions } from '@/lib/auth/auth-options';
import { can, type Permission } from '@/lib/accounts/roles';

/** Who is signed in, for this render (one session check however many components ask). */
export const currentAccount = cache(
  async () => (await getServerSession(authOptions()))?.account ?? null,
);

export type CurrentAccount = NonNullable<Awaited<ReturnType<typeof currentAccount>>>;

/**
 * The signed-in account if it may open a screen of `permission`, else null. Without a session
 * it goes to the login page; an account that must turn on two-factor first goes to its account
 * page (middleware.ts is only a convenience: this is the check).
 */
export async function accountAllowed(permission: Permission): Promise<CurrentAccount | null> {
  const account = await currentAccount();
  if (!account) redirect('/admin/admin-login');
  if (account.mustTurnOnTwoFactor && permission !== 'account') redirect('/admin/account');
  return can(account.role, permission) ? account : null;
}
