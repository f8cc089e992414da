import type { Metadata } from 'next';
import { EditNewsView } from '@/components/admin/news/EditNewsView';
import { idParam } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Edit News' };

type Props = { params: Promise<{ id: string; title: string }> };

export default async function EditNewsPage({ params }: Props) {
  return (
    <Allowed to="news">
      <EditNewsView id={idParam((await params).id)} />
    </Allowed>
  );
}
