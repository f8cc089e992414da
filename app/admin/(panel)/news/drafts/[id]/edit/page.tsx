import type { Metadata } from 'next';
import { EditDraftView } from '@/components/admin/news/EditDraftView';
import { idParam } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Edit Draft' };

type Props = { params: Promise<{ id: string }> };

export default async function EditDraftPage({ params }: Props) {
  return (
    <Allowed to="news">
      <EditDraftView id={idParam((await params).id)} />
    </Allowed>
  );
}
