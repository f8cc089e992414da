'use client';
import { formatDateTime } from '@/lib/dates/date-formats';
import { ACTIVITY_KIND_LABELS } from '@/lib/own-data/activity/kinds';
import type { ActivityEntry } from '@/lib/own-data/activity/schema';
import styles from './ActivityView.module.css';

/** One entry: who, when, what, and the item it concerned. */
export function ActivityEntryCard({ entry }: { entry: ActivityEntry }) {
  const item = [entry.item_id && `#${entry.item_id}`, entry.item_title].filter(Boolean).join(' ');
  return (
    <article className={styles.entry} aria-label={`${entry.summary}, ${entry.actor_name}`}>
      <p className={styles.kind}>
        {ACTIVITY_KIND_LABELS[entry.kind]}
        {entry.success ? null : <span className={styles.refused}> (refused)</span>}
      </p>
      <p className={styles.summary}>
        {entry.summary}
        {item ? <span className={styles.item}>: {item}</span> : null}
      </p>
      <p className={styles.meta}>
        {entry.actor_name}
        {entry.actor_email !== entry.actor_name ? ` (${entry.actor_email})` : ''} ·{' '}
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </p>
    </article>
  );
}
