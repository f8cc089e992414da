import Link from 'next/link';
import type { Job } from '@/lib/backend/types';
import { careersContent } from '@/lib/content/pages';
import { formatDay } from '@/lib/public/dates';
import { RichText } from '../RichText';
import styles from './JobCard.module.css';

export const applyHref = (job: Job) =>
  `/contact-us?${new URLSearchParams({ service: 'Careers and job applications', job: job.title })}`;

export function JobCard({ job }: { job: Job }) {
  const { job: labels } = careersContent;
  return (
    <article className={styles.card} id={`job-${job.id}`} aria-labelledby={`job-${job.id}-title`}>
      <h3 id={`job-${job.id}-title`} className={styles.title}>
        {job.title}
      </h3>
      <dl className={styles.dates}>
        <div>
          <dt>{labels.postedOnLabel}</dt>
          <dd>
            <time dateTime={job.start_date}>{formatDay(job.start_date)}</time>
          </dd>
        </div>
        <div>
          <dt>{labels.closingDateLabel}</dt>
          <dd>
            <time dateTime={job.end_date}>{formatDay(job.end_date)}</time>
          </dd>
        </div>
      </dl>
      <h4>{labels.descriptionHeading}</h4>
      <RichText html={job.description} headingOffset={3} />
      <h4>{labels.requirementsHeading}</h4>
      <RichText html={job.requirements} headingOffset={3} />
      <p>
        <Link className="button" href={applyHref(job)}>
          {labels.applyLabel}
          <span className="visually-hidden">: {job.title}</span>
        </Link>
      </p>
    </article>
  );
}
