import type { Metadata } from 'next';
import { AccountView } from '@/components/admin/account/AccountView';
import { Allowed } from '@/components/admin/shell/Allowed';
import { currentAccount } from '@/lib/auth/current-account';

export const metadata: Metadata = { title: 'My account' };

export default async function AccountPage() {
  const account = await currentAccount();
  return <Allowed to="account">{account ? <AccountView account={account} /> : null}</Allowed>;
}
