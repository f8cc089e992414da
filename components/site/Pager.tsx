import styles from './Pager.module.css';

type Props = { basePath: string; previous: number | null; next: number | null; label: string };

/** Previous/Next links between pages of a list; an end is shown as disabled text. */
export function Pager({ basePath, previous, next, label }: Props) {
  const href = (page: number) => (page === 1 ? basePath : `${basePath}?page=${page}`);
  return (
    <nav className={styles.pager} aria-label={label}>
      {previous ? (
        <a className="button button--ghost" href={href(previous)} rel="prev">
          Previous
        </a>
      ) : (
        <span className={styles.disabled} aria-disabled="true">
          Previous
        </span>
      )}
      {next ? (
        <a className="button button--ghost" href={href(next)} rel="next">
          Next
        </a>
      ) : (
        <span className={styles.disabled} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
