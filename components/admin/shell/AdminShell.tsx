'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { company } from '@/lib/content/company';
import { QueryProvider } from '../QueryProvider';
import { FlashOutlet, FlashProvider } from '../ui/FlashProvider';
import { Sidebar, type Person } from './Sidebar';
import styles from './AdminShell.module.css';

/** The back office frame: top bar with the admin label, sidebar (a drawer on phones), main. */
export function AdminShell({ children, person }: { children: React.ReactNode; person: Person }) {
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <QueryProvider>
      <FlashProvider>
        <a className="skip-link" href="#admin-main">
          Skip to content
        </a>
        <div className={styles.frame}>
          <header className={styles.topbar}>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls="admin-sidebar"
              onClick={() => setOpenOn(open ? null : pathname)}
            >
              <span aria-hidden="true" className={styles.burger} />
              Menu
            </button>
            <p className={styles.brand}>Back office</p>
            <p className={styles.label}>
              <span className={styles.title}>{company.adminTitle}</span>
              <span className={styles.organisation}>{company.organisation}</span>
            </p>
          </header>
          <Sidebar id="admin-sidebar" open={open} pathname={pathname} person={person} />
          <main id="admin-main" tabIndex={-1} className={styles.main}>
            {children}
            <FlashOutlet />
          </main>
        </div>
      </FlashProvider>
    </QueryProvider>
  );
}
