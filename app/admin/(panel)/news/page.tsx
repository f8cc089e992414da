import type { Metadata } from 'next';
import { NewsListView } from '@/components/admin/news/NewsListView';
import { pageParam, type SearchParams } from '@/lib/admin/route-params';

export const metadata: Metadata = { title: 'News / Blogs' };

export default async function NewsPage({ searchParams }: { searchParams: SearchParams }) {
  return <NewsListView page={await pageParam(searchParams)} />;
}
