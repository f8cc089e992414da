import styles from './Pager.module.css';

type Props = { basePath: string; previous: number | null; next: number | null; label: string };

/** Previous/Next links between pages of a list; an end is shown as disabled text. */
export function Pager({ basePath, previous, next, label }: Props) {
  const link = (page: number | null, rel: 'prev' | 'next', text: string) =>
    page ? (
      <a
        className="button button--ghost"
        href={page === 1 ? basePath : `${basePath}?page=${page}`}
        rel={rel}
      >
        {text}
      </a>
    ) : (
      <span className={styles.disabled} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className={styles.pager} aria-label={label}>
      {link(previous, 'prev', 'Previous')}
      {link(next, 'next', 'Next')}
    </nav>
  );
}
