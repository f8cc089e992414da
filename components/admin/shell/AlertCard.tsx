'use client';
import Link from 'next/link';
import { formatDateTime } from '@/lib/dates/date-formats';
import { useStats } from '../queries/stats';
import styles from './AlertCard.module.css';

/** The newest message still waiting for a reply, or word that there is none. */
export function AlertCard() {
  const { data, isPending, isError } = useStats();
  const latest = data?.latestUnreplied;
  return (
    <aside aria-label="New messages" className={styles.card}>
      <Link href="/admin/messages" className={styles.link}>
        {isPending ? (
          <span>Checking for new messages...</span>
        ) : isError ? (
          <span>New messages could not be checked.</span>
        ) : latest ? (
          <>
            <strong className={styles.title}>You have a new message from a user</strong>
            {latest.name ? <span>{latest.name}</span> : null}
            <time dateTime={latest.created_at} className={styles.date}>
              {formatDateTime(latest.created_at)}
            </time>
          </>
        ) : (
          <>
            <strong className={styles.title}>No new messages</strong>
            <span>Every message has been replied to.</span>
          </>
        )}
      </Link>
    </aside>
  );
}
