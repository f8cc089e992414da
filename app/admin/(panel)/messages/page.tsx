import type { Metadata } from 'next';
import { MessagesView } from '@/components/admin/messages/MessagesView';
import { pageParam, type SearchParams } from '@/lib/route-params';

export const metadata: Metadata = { title: 'Messages' };

export default async function MessagesPage({ searchParams }: { searchParams: SearchParams }) {
  return <MessagesView page={await pageParam(searchParams)} />;
}
