import type { Metadata } from 'next';
import { PostJobView } from '@/components/admin/jobs/PostJobView';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Post a Job' };

export default function PostJobPage() {
  return (
    <Allowed to="jobs">
      <PostJobView />
    </Allowed>
  );
}
