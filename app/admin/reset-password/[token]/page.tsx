import type { Metadata } from 'next';
import { LinkPage } from '@/components/admin/access/LinkPage';

// The token is in the address: no Referer carries it to another site.
export const metadata: Metadata = { title: 'Reset your password', referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

export default async function ResetPasswordPage({ params }: Props) {
  return <LinkPage purpose="reset" token={(await params).token} />;
}
