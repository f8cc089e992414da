'use client';
import { atLeast } from '@/lib/dashboard/admin-stats';
import { useStats } from '../queries/stats';
import styles from './Sidebar.module.css';

/** The number of unread messages ("20+" past the dashboard's reading bound), or null for none. */
export function useUnreadCount(): string | null {
  const { data } = useStats();
  if (!data?.messages || data.messages.unread === 0) return null;
  return atLeast(data.messages.unread, data.messages.complete);
}

/**
 * The count as sighted users see it, and as words for the link's description (`id`): hidden
 * from its name, which tests and voice control users say as "Messages".
 */
export function UnreadBadge({ id, count }: { id: string; count: string }) {
  return (
    <>
      <span aria-hidden="true" className={styles.badge}>
        {count}
      </span>
      <span id={id} hidden>
        ({count} unread)
      </span>
    </>
  );
}
