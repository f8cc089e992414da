'use client';
import { formatLondonTime } from '@/lib/domain/london-time';
import type { NewsDraft } from '@/lib/domain/news-draft';
import styles from './DraftStatus.module.css';

/** "Draft", or "Scheduled" with its time (and why it is late, when a post failed). */
export function DraftStatus({ draft }: { draft: NewsDraft }) {
  return (
    <p className={styles.status}>
      <strong className={styles.badge}>
        {draft.state === 'scheduled' ? 'Scheduled' : 'Draft'}
      </strong>
      {draft.state === 'scheduled' && draft.publish_at ? (
        <span>
          {' '}
          for <time dateTime={draft.publish_at}>{formatLondonTime(draft.publish_at)}</time>
        </span>
      ) : (
        <span> Not public until posted</span>
      )}
      {draft.state === 'scheduled' && draft.last_error ? (
        <span className={styles.late}> Not posted yet, retrying: {draft.last_error}</span>
      ) : null}
    </p>
  );
}
