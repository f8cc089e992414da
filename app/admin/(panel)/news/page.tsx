import type { Metadata } from 'next';
import { NewsListView } from '@/components/admin/news/NewsListView';
import { pageParam, type SearchParams } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'News / Blogs' };

export default async function NewsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Allowed to="news">
      <NewsListView page={await pageParam(searchParams)} />
    </Allowed>
  );
}
