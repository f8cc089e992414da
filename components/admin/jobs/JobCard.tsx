'use client';
import Link from 'next/link';
import { useId } from 'react';
import type { Job } from '@/lib/domain/job';
import { formatLongDay } from '@/lib/dates/date-formats';
import { editJobPath } from '../admin-paths';
import { ApiError } from '../queries/api-fetch';
import { useRemoveJob } from '../queries/jobs';
import { DisclosureButton } from '../ui/DisclosureButton';
import { RichHtml } from '../ui/RichHtml';
import styles from './JobCard.module.css';
import { RemoveButton } from '../ui/RemoveButton';

type Props = { job: Job; expanded: boolean; onToggle: () => void };

export function JobCard({ job, expanded, onToggle }: Props) {
  const remove = useRemoveJob();
  const ids = useId();

  async function removeJob() {
    if (!window.confirm('Are you sure you want to delete this job?')) return;
    try {
      await remove.mutateAsync(job.id);
      window.alert('Job removed successfully!');
    } catch (error) {
      window.alert(
        error instanceof ApiError
          ? 'Failed to remove job.'
          : 'An error occurred while trying to delete the job.',
      );
    }
  }

  return (
    <article className={styles.card} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.title}>
        {job.title}
      </h2>
      <p className={styles.dates}>
        Posted on {formatLongDay(job.start_date)} · Closes on {formatLongDay(job.end_date)}
      </p>
      <div className={styles.actions}>
        <DisclosureButton expanded={expanded} controls={`${ids}-description`} onToggle={onToggle}>
          {expanded ? 'Close Description' : 'View Job Description'}
        </DisclosureButton>
        <Link href={editJobPath(job)} className="button button--ghost">
          Edit Job
        </Link>
        <RemoveButton pending={remove.isPending} onClick={removeJob} />
      </div>
      <div id={`${ids}-description`} hidden={!expanded} className={styles.description}>
        <h3>Description</h3>
        <RichHtml html={job.description} />
        <h3>Requirements</h3>
        <RichHtml html={job.requirements} />
      </div>
    </article>
  );
}
