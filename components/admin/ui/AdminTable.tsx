import styles from './AdminTable.module.css';

type Props = {
  /** The region's name, which keyboard and screen reader users move to ("Team table"). */
  label: string;
  /** What the table holds, for screen readers. */
  caption: string;
  /** The columns' headings, in order. */
  columns: readonly string[];
  /** Its rows. */
  children: React.ReactNode;
};

/**
 * A back-office table, scrolled sideways on a phone: its region is focusable, so keyboard users
 * can scroll a table wider than the screen.
 */
export function AdminTable({ label, caption, columns, children }: Props) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
