'use client';
import { formatDateTime } from '@/lib/dates/date-formats';
import type { PrivacyRequest } from '@/lib/privacy/schema';
import { usePrivacyRequests } from '../queries/privacy';
import { ListTable } from '../ui/ListTable';
import { countsText } from './kinds';
import styles from './Privacy.module.css';

const KIND = { export: 'Export', erase: 'Erasure' } as const;

/** What could not be removed or read, in words. */
export const remainingText = (item: PrivacyRequest['remaining'][number]) =>
  item.id === null
    ? `The firm’s message list could not be read to its end: ${item.reason}`
    : `Enquiry ${item.id} at the firm’s API: ${item.reason}`;

/** The latest requests: when, which person (by hash prefix only), how much, and the outcome. */
export function PastRequests() {
  const query = usePrivacyRequests();
  return (
    <ListTable
      query={query}
      loading="Loading past requests..."
      failed="Failed to fetch past requests"
      empty="No requests yet."
      label="Past requests table"
      caption="Past privacy requests, newest first"
      columns={['Date', 'Request', 'Person (hash)', 'Records', 'Outcome']}
    >
      {(request) => (
        <tr key={request.id}>
          <td>
            <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
          </td>
          <td>{KIND[request.kind]}</td>
          <td>
            <code>{request.hash_prefix}</code>
          </td>
          <td>{countsText(request.counts)}</td>
          <td>
            {request.outcome}
            {request.remaining.length > 0 ? (
              <ul className={styles.remaining}>
                {request.remaining.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>{remainingText(item)}</li>
                ))}
              </ul>
            ) : null}
          </td>
        </tr>
      )}
    </ListTable>
  );
}
