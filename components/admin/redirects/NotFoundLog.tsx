'use client';
import { formatDateTime } from '@/lib/dates/date-formats';
import { useNotFoundLog } from '../queries/redirects';
import { ListTable } from '../ui/ListTable';
import styles from './Redirects.module.css';

function LogTable({ onAddRedirect }: { onAddRedirect: (path: string) => void }) {
  const query = useNotFoundLog();
  return (
    <ListTable
      query={query}
      loading="Loading the Not found log..."
      failed="Failed to fetch the Not found log"
      empty="No address has answered 404 yet."
      label="Not found table"
      caption={(data) =>
        `The ${data.results.length} most frequent of ${data.total} addresses that answered 404`
      }
      columns={['Address', 'Times', 'Last seen', 'Actions']}
    >
      {(entry) => (
        <tr key={entry.path}>
          <th scope="row" className={styles.address}>
            {entry.path}
          </th>
          <td>{entry.hits}</td>
          <td>
            <time dateTime={entry.last_seen}>{formatDateTime(entry.last_seen)}</time>
          </td>
          <td>
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Add redirect from ${entry.path}`}
              onClick={() => onAddRedirect(entry.path)}
            >
              Add redirect
            </button>
          </td>
        </tr>
      )}
    </ListTable>
  );
}

/** The Not found log: the addresses that answered 404, most frequent first. */
export function NotFoundLog({ onAddRedirect }: { onAddRedirect: (path: string) => void }) {
  return (
    <section aria-labelledby="not-found-heading">
      <h2 id="not-found-heading" className={styles.heading}>
        Not found
      </h2>
      <p className={styles.hint}>
        Addresses of this site that answered “not found”, most frequent first. Only the path is kept
        (no query string, nothing about the visitor), for up to 1,000 addresses; one unseen for 90
        days is forgotten.
      </p>
      <LogTable onAddRedirect={onAddRedirect} />
    </section>
  );
}
