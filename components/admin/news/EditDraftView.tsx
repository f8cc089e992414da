'use client';
import { useRouter } from 'next/navigation';
import type { DraftOutcome } from '@/lib/domain/news-draft';
import { useDraftImage, useNewsDraft, useSaveNewsDraft } from '../queries/news-drafts';
import { useFlash } from '../ui/FlashProvider';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { NewsForm } from './NewsForm';
import { DraftStatus } from './DraftStatus';
import { DRAFT_ACTIONS, draftSavedMessage } from './draft-actions';

const NO_DRAFT = 'No draft found: it may have been posted or removed.';

export function EditDraftView({ id }: { id: number | null }) {
  return (
    <>
      <PageTitle>Edit Draft</PageTitle>
      {id === null ? <StateMessage>{NO_DRAFT}</StateMessage> : <EditDraft id={id} />}
    </>
  );
}

/** A draft's form: "Save draft", and "Post News" (now, or at "Publish at"). */
function EditDraft({ id }: { id: number }) {
  const router = useRouter();
  const flash = useFlash();
  const { data, isPending, isError } = useNewsDraft(id);
  const image = useDraftImage(data?.image ?? null);
  const save = useSaveNewsDraft(id);
  // The form waits for the banner, which it shows as the current one.
  if (isPending || image === undefined) return <StateMessage>Loading the draft...</StateMessage>;
  if (isError) return <StateMessage tone="error">Failed to fetch the draft</StateMessage>;
  if (!data) return <StateMessage>{NO_DRAFT}</StateMessage>;
  return (
    <>
      <DraftStatus draft={data} />
      <NewsForm<DraftOutcome>
        initial={{ ...data, image }}
        imageRequired={data.image === null}
        schedule
        actions={DRAFT_ACTIONS}
        submit={(form) => save.mutateAsync(form)}
        onDone={(outcome) => {
          flash(
            outcome.status === 'posted'
              ? 'News posted successfully!'
              : draftSavedMessage(outcome.draft),
          );
          router.push('/admin/news');
        }}
      />
    </>
  );
}
