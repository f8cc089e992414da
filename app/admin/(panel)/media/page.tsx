import type { Metadata } from 'next';
import { MediaLibraryView } from '@/components/admin/media/MediaLibraryView';
import { Allowed } from '@/components/admin/shell/Allowed';
import { pageParam, type SearchParams } from '@/lib/http/route-params';

export const metadata: Metadata = { title: 'Media library' };

export default async function MediaLibraryPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Allowed to="media">
      <MediaLibraryView page={await pageParam(searchParams)} />
    </Allowed>
  );
}
