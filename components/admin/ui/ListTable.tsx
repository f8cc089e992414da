'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminTable } from './AdminTable';
import { StateMessage } from './PageTitle';

type Props<T extends { results: unknown[] }> = {
  query: UseQueryResult<T, unknown>;
  /** What each state says: "Loading the redirects...", "Failed to fetch the redirects". */
  loading: string;
  failed: string;
  /** What an empty list says ("No redirects yet."); without it an empty list is an empty table. */
  empty?: string;
  /** The table's region name, its caption (from the list, where it counts it) and columns. */
  label: string;
  caption: string | ((list: T) => string);
  columns: readonly string[];
  /** One entry's row. */
  children: (entry: T['results'][number]) => ReactNode;
};

/** A list the back office reads, as a table of a row per entry, or what stands in for it. */
export function ListTable<T extends { results: unknown[] }>({
  query,
  loading,
  failed,
  empty,
  caption,
  children,
  ...table
}: Props<T>) {
  if (query.isPending) return <StateMessage>{loading}</StateMessage>;
  if (query.isError) return <StateMessage tone="error">{failed}</StateMessage>;
  const list = query.data;
  if (empty && list.results.length === 0) return <StateMessage>{empty}</StateMessage>;
  return (
    <AdminTable {...table} caption={typeof caption === 'function' ? caption(list) : caption}>
      {list.results.map((entry) => children(entry))}
    </AdminTable>
  );
}
