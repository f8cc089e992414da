import type { Metadata } from 'next';
import { JobsView } from '@/components/admin/jobs/JobsView';
import { pageParam, type SearchParams } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Posted Jobs' };

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Allowed to="jobs">
      <JobsView page={await pageParam(searchParams)} />
    </Allowed>
  );
}
