import type { Metadata } from 'next';
import { PostJobView } from '@/components/admin/jobs/PostJobView';

export const metadata: Metadata = { title: 'Post a Job' };

export default function PostJobPage() {
  return <PostJobView />;
}
