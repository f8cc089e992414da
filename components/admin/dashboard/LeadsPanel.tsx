'use client';
import type { ReactNode } from 'react';
import type { AdminStats } from '@/lib/dashboard/admin-stats';
import styles from './LeadsPanel.module.css';

type Props = Pick<AdminStats, 'outbox' | 'enquirySources'> & { children?: ReactNode };

/** Whether e-mails are going out, where the month's enquiries came from, and boxes after. */
export function LeadsPanel({ outbox, enquirySources, children }: Props) {
  return (
    <div className={styles.panel}>
      {outbox ? (
        <section aria-labelledby="outbox-heading" className={styles.box}>
          <h3 id="outbox-heading">E-mail</h3>
          <p>
            {outbox.waiting === 0
              ? 'Every e-mail has been sent.'
              : `${outbox.waiting} e-mail${outbox.waiting === 1 ? '' : 's'} waiting to be sent (retried automatically for 24 hours).`}
          </p>
          {outbox.lastError ? (
            <p className={styles.error} role="status">
              Last e-mail error: {outbox.lastError}
            </p>
          ) : null}
        </section>
      ) : null}
      {enquirySources ? (
        <section aria-labelledby="sources-heading" className={styles.box}>
          <h3 id="sources-heading">Enquiries by source, last 30 days</h3>
          {enquirySources.length === 0 ? (
            <p>
              No enquiry with a known source yet: sources are kept only for visitors who accept
              analytics cookies.
            </p>
          ) : (
            <ul className={styles.sources}>
              {enquirySources.map((entry) => (
                <li key={entry.source}>
                  <span>{entry.source}</span> <strong>{entry.count}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {children}
    </div>
  );
}
