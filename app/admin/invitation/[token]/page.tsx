import type { Metadata } from 'next';
import { LinkPage } from '@/components/admin/access/LinkPage';

// The token is in the address: no Referer carries it to another site.
export const metadata: Metadata = { title: 'Accept the invitation', referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

export default async function InvitationPage({ params }: Props) {
  return <LinkPage purpose="invitation" token={(await params).token} />;
}
