import styles from './AdminTable.module.css';

type Props = {
  /** The region's name, which keyboard and screen reader users move to ("Team table"). */
  label: string;
  /** What the table holds, for screen readers. */
  caption: string;
  /** Its thead and tbody. */
  children: React.ReactNode;
};

/**
 * A back-office table, scrolled sideways on a phone: its region is focusable, so keyboard users
 * can scroll a table wider than the screen.
 */
export function AdminTable({ label, caption, children }: Props) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
