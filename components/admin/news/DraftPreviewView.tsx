'use client';
import Link from 'next/link';
import { company } from '@/lib/content/company';
import { formatLocalDay } from '@/lib/dates/date-formats';
import { editDraftPath } from '../admin-paths';
import { useDraftImage, useNewsDraft } from '../queries/news-drafts';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { RichHtml } from '../ui/RichHtml';
import { DraftStatus } from './DraftStatus';
import styles from './NewsDetailView.module.css';

/** A draft or scheduled post as it will read, to signed-in staff only: nothing of it is public. */
export function DraftPreviewView({ id }: { id: number | null }) {
  const { data: draft, isPending, isError } = useNewsDraft(id ?? 0);
  const image = useDraftImage(draft?.image ?? null);
  const actions = draft ? (
    <Link href={editDraftPath(draft)} className="button button--ghost">
      Edit Draft
    </Link>
  ) : null;
  return (
    <>
      <PageTitle actions={actions}>Preview</PageTitle>
      {id === null || (!isPending && !isError && !draft) ? (
        <StateMessage>No draft found: it may have been posted or removed.</StateMessage>
      ) : isPending ? (
        <StateMessage>Loading the draft...</StateMessage>
      ) : isError || !draft ? (
        <StateMessage tone="error">Failed to fetch the draft</StateMessage>
      ) : (
        <article className={styles.article} aria-labelledby="news-title">
          <DraftStatus draft={draft} />
          <h2 id="news-title" className={styles.title}>
            {draft.title}
          </h2>
          <p className={styles.meta}>
            <time dateTime={draft.date}>{formatLocalDay(draft.date)}</time> · {company.organisation}
          </p>
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={image} alt="" className={styles.banner} />
          ) : null}
          <RichHtml html={draft.description} />
        </article>
      )}
    </>
  );
}
