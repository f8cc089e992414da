import type { Job } from '@/lib/domain/job';
import { careersContent } from '@/lib/content/pages';
import { formatDay } from '@/lib/dates/london-days';
import styles from './JobCard.module.css';

/** "Posted on … Closing date …", on the card and on the job's own page. */
export function JobDates({ job }: { job: Job }) {
  const { job: labels } = careersContent;
  return (
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
  );
}
