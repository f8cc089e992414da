'use client';
import Link from 'next/link';
import { atLeast } from '@/lib/admin/admin-stats';
import { useStats } from '../queries/stats';
import { StateMessage } from '../ui/PageTitle';
import { BackupStatus } from './BackupStatus';
import { LeadsPanel } from './LeadsPanel';
import { VisitsChart } from './VisitsChart';
import styles from './DashboardFigures.module.css';

export function DashboardFigures() {
  const { data, isPending, isError, error } = useStats();
  if (isPending) return <StateMessage>Loading figures...</StateMessage>;
  if (isError) return <StateMessage tone="error">Error: {error.message}</StateMessage>;

  const figures = [
    {
      label: 'Unread messages',
      value: atLeast(data.messages.unread, data.messages.complete),
      detail: 'not opened yet',
      href: '/admin/messages?status=unread',
      link: 'See unread messages',
    },
    {
      label: 'Unreplied messages',
      value: atLeast(data.messages.unreplied, data.messages.complete),
      detail: `of ${data.messages.total} received`,
      href: '/admin/messages',
      link: 'Read messages',
    },
    {
      label: 'New applications',
      value: String(data.applications.new),
      detail: 'not yet reviewed',
      href: '/admin/applications',
      link: 'See applications',
    },
    {
      label: 'Open jobs',
      value: atLeast(data.jobs.open, data.jobs.complete),
      detail: `of ${data.jobs.total} posted`,
      href: '/admin/jobs',
      link: 'See posted jobs',
    },
    {
      label: 'News items',
      value: String(data.news.total),
      detail: 'published',
      href: '/admin/news',
      link: 'See news',
    },
    {
      label: 'Visits, last 7 days',
      value: atLeast(data.visits.last7, data.visits.complete),
      detail: 'page views',
      href: '/admin/visitors',
      link: 'See visitors',
    },
    {
      label: 'Visits, last 30 days',
      value: atLeast(data.visits.last30, data.visits.complete),
      detail: 'page views',
      href: '/admin/visitors',
      link: 'See visitors',
    },
  ];

  return (
    <section aria-labelledby="figures-heading" className={styles.section}>
      <h2 id="figures-heading" className={styles.heading}>
        At a glance
      </h2>
      <dl className={styles.grid}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
            <dd className={styles.detail}>
              {figure.detail} · <Link href={figure.href}>{figure.link}</Link>
            </dd>
          </div>
        ))}
      </dl>
      <LeadsPanel outbox={data.outbox} enquirySources={data.enquirySources}>
        <BackupStatus backup={data.backup} />
      </LeadsPanel>
      <VisitsChart days={data.visits.days} />
    </section>
  );
}
