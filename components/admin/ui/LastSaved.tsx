import { formatDateTime } from '@/lib/dates/date-formats';
import styles from './LastSaved.module.css';

/** Who saved a one-of-a-kind setting last (the company details, the menus), and when. */
export function LastSaved({ savedBy }: { savedBy: { name: string; at: string } | null }) {
  return (
    <p className={styles.lastSaved}>
      {savedBy ? (
        <>
          Last saved by {savedBy.name} on{' '}
          <time dateTime={savedBy.at}>{formatDateTime(savedBy.at)}</time>.
        </>
      ) : (
        'Not changed since the website was set up.'
      )}
    </p>
  );
}
