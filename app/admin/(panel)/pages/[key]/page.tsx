import type { Metadata } from 'next';
import { PageEditorView } from '@/components/admin/pages/PageEditorView';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Edit page' };

export default async function EditPagePage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return (
    <Allowed to="content">
      <PageEditorView pageKey={decodeURIComponent(key)} />
    </Allowed>
  );
}
