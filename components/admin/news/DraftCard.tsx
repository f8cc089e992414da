'use client';
import Link from 'next/link';
import { useId } from 'react';
import type { NewsDraft } from '@/lib/domain/news-draft';
import { formatLongDay } from '@/lib/dates/date-formats';
import { useDraftImage, useRemoveNewsDraft } from '../queries/news-drafts';
import { editDraftPath, previewDraftPath } from '../admin-paths';
import { RemoveButton } from '../ui/RemoveButton';
import { DraftStatus } from './DraftStatus';
import styles from './NewsCard.module.css';

const REMOVE_DRAFT_CONFIRM = 'Are you sure you want to delete this draft? It was never posted.';

/** A draft or scheduled post in the back office's news list: never public until posted. */
export function DraftCard({ draft }: { draft: NewsDraft }) {
  const remove = useRemoveNewsDraft();
  const image = useDraftImage(draft.image);
  const titleId = useId();

  async function removeDraft() {
    if (!window.confirm(REMOVE_DRAFT_CONFIRM)) return;
    try {
      await remove.mutateAsync(draft.id);
    } catch {
      window.alert('Failed to delete the draft');
    }
  }

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt="" className={styles.image} />
      ) : null}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {draft.title}
        </h3>
        <DraftStatus draft={draft} />
        <p className={styles.date}>{formatLongDay(draft.date)}</p>
        <div className={styles.actions}>
          <Link href={previewDraftPath(draft)} className="button">
            Preview
          </Link>
          <Link href={editDraftPath(draft)} className="button button--ghost">
            Edit
          </Link>
          <RemoveButton pending={remove.isPending} onClick={removeDraft} />
        </div>
      </div>
    </article>
  );
}
