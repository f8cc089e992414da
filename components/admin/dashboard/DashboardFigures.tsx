'use client';
import Link from 'next/link';
import { atLeast } from '@/lib/dashboard/admin-stats';
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

  const { messages, applications, jobs, news, visits } = data;
  // Only the figures of what the signed-in role may open (the others come as null).
  const figures = [
    messages && {
      label: 'Unread messages',
      value: atLeast(messages.unread, messages.complete),
      detail: 'not opened yet',
      href: '/admin/messages?status=unread',
      link: 'See unread messages',
    },
    messages && {
      label: 'Unreplied messages',
      value: atLeast(messages.unreplied, messages.complete),
      detail: `of ${messages.total} received`,
      href: '/admin/messages',
      link: 'Read messages',
    },
    applications && {
      label: 'New applications',
      value: String(applications.new),
      detail: 'not yet reviewed',
      href: '/admin/applications',
      link: 'See applications',
    },
    jobs && {
      label: 'Open jobs',
      value: atLeast(jobs.open, jobs.complete),
      detail: `of ${jobs.total} posted`,
      href: '/admin/jobs',
      link: 'See posted jobs',
    },
    news && {
      label: 'News items',
      value: String(news.total),
      detail: 'published',
      href: '/admin/news',
      link: 'See news',
    },
    visits && {
      label: 'Visits, last 7 days',
      value: atLeast(visits.last7, visits.complete),
      detail: 'page views',
      href: '/admin/visitors',
      link: 'See visitors',
    },
    visits && {
      label: 'Visits, last 30 days',
      value: atLeast(visits.last30, visits.complete),
      detail: 'page views',
      href: '/admin/visitors',
      link: 'See visitors',
    },
  ].filter((figure) => figure !== null);

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
      {data.outbox || data.backup ? (
        <LeadsPanel outbox={data.outbox} enquirySources={data.enquirySources}>
          {data.backup ? <BackupStatus backup={data.backup} /> : null}
        </LeadsPanel>
      ) : null}
      {visits ? <VisitsChart days={visits.days} /> : null}
    </section>
  );
}
