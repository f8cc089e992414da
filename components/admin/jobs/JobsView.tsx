'use client';
import { useState } from 'react';
import { useJobs } from '../queries/jobs';
import { PagedList } from '../ui/PagedList';
import { JobCard } from './JobCard';
import cardList from '../ui/CardList.module.css';

export function JobsView({ page }: { page: number }) {
  // One description open at a time (docs/spec.md section 4).
  const [expanded, setExpanded] = useState<number | null>(null);
  // docs/spec.md only logs a failed read; an administrator is better served by seeing it.
  return (
    <PagedList
      title="Posted Jobs"
      query={useJobs(page)}
      loading="Loading jobs..."
      empty="There are no jobs on this page."
      basePath="/admin/jobs"
      pagesLabel="Job pages"
      listClassName={cardList.list}
      renderItem={(job) => (
        <JobCard
          job={job}
          expanded={expanded === job.id}
          onToggle={() => setExpanded(expanded === job.id ? null : job.id)}
        />
      )}
    />
  );
}
