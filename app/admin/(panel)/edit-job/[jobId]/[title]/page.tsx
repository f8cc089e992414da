import type { Metadata } from 'next';
import { EditJobView } from '@/components/admin/jobs/EditJobView';
import { idParam } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Edit Job' };

type Props = { params: Promise<{ jobId: string; title: string }> };

export default async function EditJobPage({ params }: Props) {
  return (
    <Allowed to="jobs">
      <EditJobView id={idParam((await params).jobId)} />
    </Allowed>
  );
}
