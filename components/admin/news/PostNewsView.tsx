'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { todayInputValue } from '@/lib/dates/date-formats';
import type { DraftIntent, DraftOutcome } from '@/lib/domain/news-draft';
import { useCreateNews } from '../queries/news';
import { useSaveNewsDraft } from '../queries/news-drafts';
import { useFlash } from '../ui/FlashProvider';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { useIsClient } from '../ui/use-is-client';
import { NewsForm } from './NewsForm';
import { DRAFT_ACTIONS, draftSavedMessage } from './draft-actions';

export function PostNewsView() {
  const create = useCreateNews();
  const saveDraft = useSaveNewsDraft(null);
  const router = useRouter();
  const flash = useFlash();
  const isClient = useIsClient();
  // A new round mounts a fresh, empty form after each post.
  const [round, setRound] = useState(0);

  // "Post News" without "Publish at" posts at once, as it always has; a draft or a post for
  // later is kept in the product's own database until it is due.
  async function submit(
    form: FormData,
    intent: DraftIntent | undefined,
  ): Promise<DraftOutcome | null> {
    if (intent === 'post' && !form.get('publish_at')) {
      await create.mutateAsync(form);
      return null;
    }
    return saveDraft.mutateAsync(form);
  }

  return (
    <>
      <PageTitle>Upload News / Blog</PageTitle>
      {isClient ? (
        <NewsForm
          key={round}
          initial={{ date: todayInputValue(), title: '', description: '', image: null }}
          imageRequired
          schedule
          actions={DRAFT_ACTIONS}
          submit={submit}
          onDone={(outcome) => {
            if (outcome?.status === 'saved') {
              flash(draftSavedMessage(outcome.draft));
              router.push('/admin/news');
              return;
            }
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
