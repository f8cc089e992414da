'use client';
import { useRouter } from 'next/navigation';
import { PageButton } from './PageButton';
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
      <PageButton to={previous} onPage={go} pending={pending}>
        Previous
      </PageButton>
      <span className={styles.counter}>Page {pageOf({ previous, next })}</span>
      <PageButton to={next} onPage={go} pending={pending}>
        Next
      </PageButton>
    </nav>
  );
}
