import type { Metadata } from 'next';
import { DraftPreviewView } from '@/components/admin/news/DraftPreviewView';
import { idParam } from '@/lib/http/route-params';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Preview' };

type Props = { params: Promise<{ id: string }> };

export default async function DraftPreviewPage({ params }: Props) {
  return (
    <Allowed to="news">
      <DraftPreviewView id={idParam((await params).id)} />
    </Allowed>
  );
}
