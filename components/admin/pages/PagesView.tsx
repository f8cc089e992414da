'use client';
import Link from 'next/link';
import { formatDateTime } from '@/lib/dates/date-formats';
import { formatLondonTime } from '@/lib/domain/london-time';
import type { PageRow } from '@/lib/domain/site-page';
import { usePagesList } from '../queries/pages';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { AdminTable } from '../ui/AdminTable';

export const editPagePath = (key: string) => `/admin/pages/${encodeURIComponent(key)}`;

/** Pages: every public page with its address, each linking to its editor. */
export function PagesView() {
  const { data, isPending, isError } = usePagesList();
  return (
    <>
      <PageTitle
        actions={
          <>
            <Link href="/admin/pages/new-page" className="button">
              Add page
            </Link>
            <Link href="/admin/pages/new" className="button button--ghost">
              Add service
            </Link>
          </>
        }
      >
        Pages
      </PageTitle>
      <p>
        The site’s pages and their addresses. Changes are saved as drafts and become public when you
        publish them; every published version is kept in the page’s history.
      </p>
      {isPending ? <StateMessage>Loading pages...</StateMessage> : null}
      {isError ? <StateMessage tone="error">Failed to fetch pages</StateMessage> : null}
      {data ? (
        <AdminTable
          label="Pages table"
          caption="The site’s pages"
          columns={['Page', 'Address', 'Status']}
        >
          {data.map((page) => (
            <tr key={page.key}>
              <th scope="row">
                <Link href={editPagePath(page.key)} aria-label={`Edit ${page.title}`}>
                  {page.title}
                </Link>
              </th>
              <td>
                <a href={page.path}>{page.path}</a>
              </td>
              <td>
                {statusOf(page)}
                {page.scheduledAt ? (
                  <>
                    {'; '}
                    <strong>Scheduled</strong> for{' '}
                    <time dateTime={page.scheduledAt}>{formatLondonTime(page.scheduledAt)}</time>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </>
  );
}

function statusOf(page: Pick<PageRow, 'hasDraft' | 'publishedAt' | 'scheduledAt' | 'status'>) {
  if (page.status === 'draft') return 'Draft, not published yet';
  if (page.status === 'unpublished') return 'Unpublished';
  const published = page.publishedAt
    ? `Published ${formatDateTime(page.publishedAt, 'Europe/London')}`
    : 'Original copy';
  // A scheduled page's draft is the version waiting for its time: the row says Scheduled instead.
  return page.hasDraft && !page.scheduledAt ? `${published}; draft saved` : published;
}
