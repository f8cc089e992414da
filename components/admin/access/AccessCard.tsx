import { company } from '@/lib/content/company';
import styles from './AccessCard.module.css';

/** The card of the pages reached without a session: log in, accept an invitation, reset. */
export function AccessCard({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.organisation}>{company.organisation}</p>
        <h1 className={styles.heading}>{heading}</h1>
        {children}
      </div>
    </main>
  );
}

/** A note above a form (after an invitation or a reset), or why a link does not work. */
export function AccessNote({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className={styles.note}>
      {children}
    </p>
  );
}

export const accessStyles = styles;
