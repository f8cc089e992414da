import type { Metadata } from 'next';
import Link from 'next/link';
import { DashboardFigures } from '@/components/admin/dashboard/DashboardFigures';
import { company } from '@/lib/content/company';
import styles from './page.module.css';
import { Allowed } from '@/components/admin/shell/Allowed';

export const metadata: Metadata = { title: 'Dashboard' };

export default function DashboardPage() {
  return (
    <Allowed to="dashboard">
      <section className={styles.banner} aria-labelledby="welcome">
        <h1 id="welcome">Welcome back Admin!</h1>
        <p className={styles.organisation}>{company.organisation}</p>
        <Link href="/" className={`button ${styles.visit}`}>
          Visit website
        </Link>
      </section>
      <DashboardFigures />
    </Allowed>
  );
}
