import type { Metadata } from 'next';
import { ActivityView } from '@/components/admin/activity/ActivityView';
import { Allowed } from '@/components/admin/shell/Allowed';
import { activityQuerySchema } from '@/lib/own-data/activity/schema';
import type { SearchParams } from '@/lib/http/route-params';

export const metadata: Metadata = { title: 'Activity' };

export default async function ActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const { page, person, kind } = await searchParams;
  // A query that cannot be a filter shows everything, from the first page.
  const parsed = activityQuerySchema.safeParse({ page, person, kind });
  const query = parsed.success ? parsed.data : { page: 1 };
  return (
    <Allowed to="activity">
      <ActivityView {...query} />
    </Allowed>
  );
}
