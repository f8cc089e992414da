import styles from './CheckList.module.css';

/** A list of short statements, each with a tick: who a service is for, what it achieves. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={styles.tick}>
            <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}
