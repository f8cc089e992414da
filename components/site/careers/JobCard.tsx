import type { Job } from '@/lib/domain/job';
import { careersContent } from '@/lib/content/pages';
import { jobPath } from '@/lib/text/slug';
import { excerpt, htmlToText } from '@/lib/text/text';
import { JobDates } from './JobDates';
import styles from './JobCard.module.css';

/** A vacancy on /careers: its summary, and the way to its own page and application form. */
export function JobCard({ job }: { job: Job }) {
  const { job: labels } = careersContent;
  const path = jobPath(job);
  return (
    <article className={styles.card} id={`job-${job.id}`} aria-labelledby={`job-${job.id}-title`}>
      <h3 id={`job-${job.id}-title`} className={styles.title}>
        <a href={path}>{job.title}</a>
      </h3>
      <JobDates job={job} />
      <p>{excerpt(htmlToText(job.description), 240)}</p>
      <p className={styles.actions}>
        <a className="button" href={`${path}#apply`}>
          {labels.applyLabel}
          <span className="visually-hidden">: {job.title}</span>
        </a>
        <a href={path}>
          {labels.viewLabel}
          <span className="visually-hidden">: {job.title}</span>
        </a>
      </p>
    </article>
  );
}
