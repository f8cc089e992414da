import type { Metadata } from 'next';
import { PostNewsView } from '@/components/admin/news/PostNewsView';

export const metadata: Metadata = { title: 'Upload News / Blog' };

export default function PostNewsPage() {
  return <PostNewsView />;
}
