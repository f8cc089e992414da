'use client';
import type { AdminStats } from '@/lib/dashboard/admin-stats';
import { formatDateTime } from '@/lib/dates/date-formats';
import styles from './LeadsPanel.module.css';

/** When the firm's data was last copied, a warning when that is over two days ago, and a copy now. */
export function BackupStatus({ backup }: { backup: NonNullable<AdminStats['backup']> }) {
  return (
    <section aria-labelledby="backup-heading" className={styles.box}>
      <h3 id="backup-heading">Backups</h3>
      <p>
        {backup.lastAt ? (
          <>
            Last backup: <time dateTime={backup.lastAt}>{formatDateTime(backup.lastAt)}</time>.
          </>
        ) : (
          'No backup has been made yet.'
        )}{' '}
        {backup.scheduled ? 'A backup is made every day.' : null}
      </p>
      {backup.overdue ? (
        <p className={styles.error} role="status">
          No backup in the last 48 hours.{' '}
          {backup.scheduled
            ? 'The daily backup is failing: see the server log.'
            : 'Set BACKUP_DIR on the server for a daily backup, or download one now.'}
        </p>
      ) : null}
      <p>
        <a href="/api/admin/backup" download>
          Download a backup now
        </a>{' '}
        (everything the site keeps, CVs included: store it safely).
      </p>
    </section>
  );
}
