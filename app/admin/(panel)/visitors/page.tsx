import type { Metadata } from 'next';
import { VisitorsView } from '@/components/admin/visitors/VisitorsView';
import { pageParam, type SearchParams } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Site visitors' };

export default async function VisitorsPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Allowed to="visitors">
      <VisitorsView page={await pageParam(searchParams)} />
    </Allowed>
  );
}
