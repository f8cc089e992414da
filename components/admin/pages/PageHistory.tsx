'use client';
import { useState } from 'react';
import { formatDateTime } from '@/lib/dates/date-formats';
import { ApiError } from '../queries/api-fetch';
import { usePageHistory, usePageWrites } from '../queries/pages';
import styles from './PageHistory.module.css';

/** "History": published versions, newest first; the live one "Current", each other one "Restore". */
export function PageHistory({ pageKey, revision }: { pageKey: string; revision: number }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const history = usePageHistory(pageKey);
  const { restore } = usePageWrites(pageKey);

  async function restoreVersion(version: number) {
    setRefusal(null);
    try {
      await restore.mutateAsync({ version, revision });
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'The version could not be restored.',
      );
    }
  }

  return (
    <section className={styles.history} aria-labelledby="page-history">
      <h2 id="page-history">
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          History
        </button>
      </h2>
      {open ? (
        <>
          <p role="alert">{refusal}</p>
          {history.isPending ? <p>Loading the history...</p> : null}
          {history.data?.length === 0 ? (
            <p>Nothing published yet: the page shows its original copy.</p>
          ) : null}
          <ol className={styles.versions}>
            {history.data?.map((entry) => (
              <li key={entry.version}>
                <span>
                  Version {entry.version}, published{' '}
                  {formatDateTime(entry.publishedAt, 'Europe/London')} by {entry.publishedBy}
                </span>
                {entry.current ? (
                  <strong className={styles.current}>Current</strong>
                ) : (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={`Restore version ${entry.version}`}
                    disabled={restore.isPending}
                    onClick={() => void restoreVersion(entry.version)}
                  >
                    Restore
                  </button>
                )}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
