'use client';
import { useRouter } from 'next/navigation';
import { pageHref, pageOf } from './paging';
import styles from './Pagination.module.css';

type Props = {
  /** The list's answer: the pages before and after it, null at either end. */
  page: { previous: number | null; next: number | null };
  /**
   * The list's own address (with its filters, if any); the page number travels in ?page= so
   * reloads and Back keep it.
   */
  basePath: string;
  label: string;
  /** While the next page loads the previous one stays shown; its neighbours are no guide. */
  pending: boolean;
};

/** Previous / Next, each disabled when the server gave no page on that side (docs/spec.md section 4). */
export function Pagination({ basePath, page, label, pending }: Props) {
  const { previous, next } = page;
  const router = useRouter();
  const go = (target: number) => router.push(pageHref(basePath, target));
  return (
    <nav className={styles.pagination} aria-label={label} aria-busy={pending}>
      <button
        type="button"
        className="button button--ghost"
        disabled={pending || previous === null}
        onClick={() => previous && go(previous)}
      >
        Previous
      </button>
      <span className={styles.counter}>Page {pageOf({ previous, next })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={pending || next === null}
        onClick={() => next && go(next)}
      >
        Next
      </button>
    </nav>
  );
}
