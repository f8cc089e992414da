import type { Metadata } from 'next';
import { JobsView } from '@/components/admin/jobs/JobsView';
import { pageParam, type SearchParams } from '@/lib/admin/route-params';

export const metadata: Metadata = { title: 'Posted Jobs' };

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  return <JobsView page={await pageParam(searchParams)} />;
}
