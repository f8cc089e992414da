'use client';
import { useRouter } from 'next/navigation';
import styles from './Pagination.module.css';

type Props = {
  /** The list's own path; the page number travels in ?page= so reloads and Back keep it. */
  basePath: string;
  page: number;
  previous: number | null;
  next: number | null;
  label: string;
  /** The list still shows the previous page while this one loads: its links are not this page's. */
  busy?: boolean;
};

/** Previous / Next, each disabled when the server gave no page on that side (SPEC.md section 4). */
export function Pagination({ basePath, page, previous, next, label, busy = false }: Props) {
  const router = useRouter();
  const go = (target: number) =>
    router.push(target === 1 ? basePath : `${basePath}?page=${target}`);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || previous === null}
        onClick={() => previous && go(previous)}
      >
        Previous
      </button>
      <span className={styles.counter}>Page {page}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || next === null}
        onClick={() => next && go(next)}
      >
        Next
      </button>
    </nav>
  );
}
