'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StateMessage } from './PageTitle';

type Props<T extends { results: unknown[] }> = {
  query: UseQueryResult<T, unknown>;
  /** What each state says: "Loading the redirects...", "Failed to fetch the redirects". */
  loading: string;
  failed: string;
  /** What an empty list says ("No redirects yet."); without it an empty list is shown as one. */
  empty?: string;
  children: (list: T) => ReactNode;
};

/** A list the back office reads: its rows once they come, else what stands in for them. */
export function ListStates<T extends { results: unknown[] }>({
  query,
  loading,
  failed,
  empty,
  children,
}: Props<T>) {
  if (query.isPending) return <StateMessage>{loading}</StateMessage>;
  if (query.isError) return <StateMessage tone="error">{failed}</StateMessage>;
  if (empty && query.data.results.length === 0) return <StateMessage>{empty}</StateMessage>;
  return children(query.data);
}
