import type { Metadata } from 'next';
import { PostNewsView } from '@/components/admin/news/PostNewsView';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Upload News / Blog' };

export default function PostNewsPage() {
  return (
    <Allowed to="news">
      <PostNewsView />
    </Allowed>
  );
}
