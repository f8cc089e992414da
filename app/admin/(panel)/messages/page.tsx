import type { Metadata } from 'next';
import { MessagesView } from '@/components/admin/messages/MessagesView';
import { serviceOptions } from '@/components/site/contact/contact-options';
import { messageFilterParams, pageParam, type SearchParams } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Messages' };

export default async function MessagesPage({ searchParams }: { searchParams: SearchParams }) {
  const [page, filter] = await Promise.all([
    pageParam(searchParams),
    messageFilterParams(searchParams),
  ]);
  // The Service filter offers what the contact form offers.
  return (
    <Allowed to="messages">
      <MessagesView page={page} filter={filter} services={await serviceOptions()} />
    </Allowed>
  );
}
