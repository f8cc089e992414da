import type { Metadata } from 'next';
import { ApplicationsView } from '@/components/admin/applications/ApplicationsView';
import { idQueryParam, pageParam, type SearchParams } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Applications' };

export default async function ApplicationsPage({ searchParams }: { searchParams: SearchParams }) {
  const [page, job] = await Promise.all([
    pageParam(searchParams),
    idQueryParam(searchParams, 'job'),
  ]);
  return (
    <Allowed to="applications">
      <ApplicationsView page={page} job={job} />
    </Allowed>
  );
}
