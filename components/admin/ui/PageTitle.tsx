import styles from './PageTitle.module.css';

/** A screen's heading, with its actions beside it when it has any. */
export function PageTitle({
  children,
  actions,
}: {
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className={styles.row}>
      <h1 className={styles.title}>{children}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

/** Loading, empty and failure states of a screen, announced to assistive technology. */
export function StateMessage({
  children,
  tone = 'info',
}: {
  children: React.ReactNode;
  tone?: 'info' | 'error';
}) {
  return tone === 'error' ? (
    <p role="alert" className={`${styles.state} ${styles.error}`}>
      {children}
    </p>
  ) : (
    <p role="status" className={styles.state}>
      {children}
    </p>
  );
}
