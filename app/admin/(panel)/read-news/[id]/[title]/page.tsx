import type { Metadata } from 'next';
import { NewsDetailView } from '@/components/admin/news/NewsDetailView';
import { idParam } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'News / Blogs' };

type Props = { params: Promise<{ id: string; title: string }> };

export default async function ReadNewsPage({ params }: Props) {
  return (
    <Allowed to="news">
      <NewsDetailView id={idParam((await params).id)} />
    </Allowed>
  );
}
