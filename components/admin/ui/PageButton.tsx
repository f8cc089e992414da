'use client';
import type { ReactNode } from 'react';

type Props = {
  /** The page on this side, as the list's answer gives it: null (or not yet known) at its end. */
  to: number | null | undefined;
  onPage: (page: number) => void;
  /** While a page loads, its neighbours are no guide. */
  pending?: boolean;
  children: ReactNode;
};

/** A pager's Previous or Next: disabled where the list has no page on that side. */
export function PageButton({ to, onPage, pending = false, children }: Props) {
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={pending || to == null}
      onClick={() => to != null && onPage(to)}
    >
      {children}
    </button>
  );
}
