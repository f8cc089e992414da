'use client';
import { formatDateTime } from '@/lib/dates/date-formats';
import { redirectStatus, type Redirect } from '@/lib/domain/redirect';
import { failureMessage } from '../queries/api-fetch';
import { useRedirects, useRemoveRedirect } from '../queries/redirects';
import { ListTable } from '../ui/ListTable';
import { useFlash } from '../ui/FlashProvider';
import { RemoveButton } from '../ui/RemoveButton';
import styles from './Redirects.module.css';

function RemoveRedirect({ redirect }: { redirect: Redirect }) {
  const remove = useRemoveRedirect();
  const flash = useFlash();
  return (
    <RemoveButton
      pending={remove.isPending}
      who={`redirect from ${redirect.from}`}
      onClick={() =>
        remove.mutateAsync(redirect.id).then(
          () => flash(`${redirect.from} no longer redirects.`),
          (failure: unknown) => flash(failureMessage(failure), 'error'),
        )
      }
    />
  );
}

/** Every redirect: where it answers, where to, how, and its Remove. */
export function RedirectsTable() {
  const query = useRedirects();
  return (
    <ListTable
      query={query}
      loading="Loading the redirects..."
      failed="Failed to fetch the redirects"
      empty="No redirects yet."
      label="Redirects table"
      caption="Every redirect, by the address it answers"
      columns={['From', 'To', 'Answer', 'Added', 'Actions']}
    >
      {(redirect) => (
        <tr key={redirect.id}>
          <th scope="row" className={styles.address}>
            {redirect.from}
          </th>
          <td className={styles.address}>{redirect.to}</td>
          <td>
            {redirect.permanent ? 'Permanent' : 'Temporary'} ({redirectStatus(redirect.permanent)})
          </td>
          <td>
            <time dateTime={redirect.created_at}>{formatDateTime(redirect.created_at)}</time>
          </td>
          <td>
            <RemoveRedirect redirect={redirect} />
          </td>
        </tr>
      )}
    </ListTable>
  );
}
