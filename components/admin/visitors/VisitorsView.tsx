'use client';
import { PAGE_SIZE } from '@/lib/backend/types';
import { formatLongUsDate } from '@/lib/dates';
import { useVisitors } from '../queries/visitors';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { Pagination } from '../ui/Pagination';
import styles from './VisitorsView.module.css';

/** SPEC.md section 9: pages of 10, serial numbers continue across pages, long US dates. */
export const serialNumber = (page: number, index: number) => (page - 1) * PAGE_SIZE + index + 1;

export function VisitorsView({ page }: { page: number }) {
  const { data, isPending, isError, error, isPlaceholderData } = useVisitors(page);
  return (
    <>
      <PageTitle>Site visitors</PageTitle>
      {isPending ? (
        <StateMessage>Loading...</StateMessage>
      ) : isError ? (
        // SPEC.md only logs this failure; the administrator is better served by seeing it.
        <StateMessage tone="error">Error: {error.message}</StateMessage>
      ) : (
        <>
          {/* Focusable, so keyboard users can scroll a table wider than a phone. */}
          <div className={styles.scroller} role="region" aria-label="Visitor table" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">Site visitors, page {page}</caption>
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
                      <td>{serialNumber(page, index)}</td>
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
            page={page}
            previous={data.previous}
            next={data.next}
            busy={isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
