import styles from './Notice.module.css';

/** An honest state of a data part: empty, or could not be loaded. */
export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'error';
  children: React.ReactNode;
}) {
  return (
    <div
      className={tone === 'error' ? `${styles.notice} ${styles.error}` : styles.notice}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
