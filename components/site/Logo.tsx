// The name only: the mobile menu (client code) renders this mark too.
import { companyName } from '@/lib/content/company-identity';
import styles from './Logo.module.css';

type Props = { tone?: 'dark' | 'light'; onNavigate?: () => void };

/** The firm's mark and name, linking home. */
export function Logo({ tone = 'dark', onNavigate }: Props) {
  return (
    <a href="/" className={`${styles.logo} ${styles[tone]}`} onClick={onNavigate}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0f2a4a" />
        <path
          d="M21.3 10.7 A7.5 7.5 0 1 0 21.3 21.3"
          fill="none"
          stroke="#f8fafc"
          strokeWidth="3.6"
          strokeLinecap="round"
        />
        <circle cx="23.6" cy="16" r="2.2" fill="#14b8a6" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>Crestfield</span>{' '}
        <span className={styles.sub}>{companyName.replace('Crestfield ', '')}</span>
      </span>
    </a>
  );
}
