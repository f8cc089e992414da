'use client';
import { useId } from 'react';
import type { ChecksQuery } from '../queries/page-checks';
import formStyles from './AdminForm.module.css';
import styles from './ChecksList.module.css';

/**
 * "Checks": what would stop publishing (a link to an address of this site that answers 404, a
 * picture without a description) and what only warns, for the copy as it is typed. The doors
 * that publish run the same checks, so what this list says stops publishing is refused there.
 */
export function ChecksList({ query }: { query: ChecksQuery }) {
  const { data, isError } = query;
  const heading = useId();
  const checks = data?.checks ?? [];
  return (
    <section className={styles.checks} aria-labelledby={heading}>
      <h2 id={heading}>Checks</h2>
      {isError && !data ? (
        <p className={formStyles.hint}>The checks could not be run just now.</p>
      ) : !data ? (
        <p className={formStyles.hint}>Checking...</p>
      ) : checks.length === 0 ? (
        <p className={formStyles.hint}>Nothing to fix: no broken links, every picture described.</p>
      ) : (
        <ul className={styles.list}>
          {checks.map((check) => (
            <li key={`${check.level}:${check.message}`} className={styles[check.level]}>
              <strong>{check.level === 'error' ? 'Stops publishing:' : 'Warning:'}</strong>{' '}
              {check.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
