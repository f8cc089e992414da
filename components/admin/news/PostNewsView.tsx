'use client';
import { useState } from 'react';
import { todayInputValue } from '@/lib/admin/dates';
import { useCreateNews } from '../queries/news';
import { useFlash } from '../ui/FlashProvider';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { useIsClient } from '../ui/use-is-client';
import { NewsForm } from './NewsForm';

const texts = {
  submit: 'Post News',
  busy: 'Posting...',
  failed: 'Failed to post news: ',
  network: 'Error posting news.',
};

export function PostNewsView() {
  const create = useCreateNews();
  const flash = useFlash();
  const isClient = useIsClient();
  // A new round mounts a fresh, empty form after each post.
  const [round, setRound] = useState(0);
  return (
    <>
      <PageTitle>Upload News / Blog</PageTitle>
      {isClient ? (
        <NewsForm
          key={round}
          initial={{ date: todayInputValue(), title: '', description: '', image: null }}
          imageRequired
          texts={texts}
          submit={(form) => create.mutateAsync(form)}
          onDone={() => {
            flash('News posted successfully!');
            setRound((current) => current + 1);
          }}
        />
      ) : (
        <StateMessage>Loading the form...</StateMessage>
      )}
    </>
  );
}
