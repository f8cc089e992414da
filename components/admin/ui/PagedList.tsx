'use client';
// The frame every admin list screen shares: a title with an item count, the loading and failure
// states docs/spec.md words, an empty page, the items, and Previous / Next.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@/lib/domain/paging';
import { PageTitle, StateMessage } from './PageTitle';
import { Pagination } from './Pagination';

type Props<T extends { id: number }> = {
  title: string;
  /**
   * The count beside the title: the page's items, as docs/spec.md shows for the firm's lists, or the
   * whole list's (screens of our own, where a page count says little).
   */
  counts?: 'page' | 'total';
  /** Controls beside the title, such as a filter. */
  actions?: ReactNode;
  /** Shown between the title and the items (the news list's drafts). */
  before?: ReactNode;
  query: UseQueryResult<Page<T>>;
  /** "Loading messages...", as docs/spec.md has it. */
  loading: string;
  empty: string;
  basePath: string;
  pagesLabel: string;
  listClassName: string | undefined;
  renderItem: (item: T) => ReactNode;
};

export function PagedList<T extends { id: number }>(props: Props<T>) {
  const { data, isPending, isError, error, isPlaceholderData } = props.query;
  return (
    <>
      <PageTitle actions={props.actions}>
        {props.title}
        {data ? ` (${props.counts === 'total' ? data.count : data.results.length})` : ''}
      </PageTitle>
      {props.before}
      {isPending ? (
        <StateMessage>{props.loading}</StateMessage>
      ) : isError ? (
        <StateMessage tone="error">Error: {error.message}</StateMessage>
      ) : (
        <>
          {data.results.length === 0 ? (
            <StateMessage>{props.empty}</StateMessage>
          ) : (
            <ul className={props.listClassName}>
              {data.results.map((item) => (
                <li key={item.id}>{props.renderItem(item)}</li>
              ))}
            </ul>
          )}
          <Pagination
            basePath={props.basePath}
            label={props.pagesLabel}
            page={data}
            pending={isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
