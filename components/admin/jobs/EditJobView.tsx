'use client';
import Link from 'next/link';
import { useState } from 'react';
import { useJob, useUpdateJob } from '../queries/jobs';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { JobForm } from './JobForm';
import { blankJob } from './PostJobView';

const texts = {
  submit: 'Update Job',
  busy: 'Updating...',
  success: 'Job updated successfully!',
  failed: 'Failed to update job: ',
  error: 'An error occurred while updating the job.',
};

export function EditJobView({ id }: { id: number | null }) {
  return (
    <>
      <PageTitle
        actions={
          <Link href="/admin/jobs" className="button button--ghost">
            Back to Posted Jobs
          </Link>
        }
      >
        Edit Job
      </PageTitle>
      {id === null ? <StateMessage>No job found</StateMessage> : <EditJob id={id} />}
    </>
  );
}

function EditJob({ id }: { id: number }) {
  const { data, isPending, isError } = useJob(id);
  const update = useUpdateJob(id);
  // docs/spec.md section 4: after a successful update the form resets to empty.
  const [cleared, setCleared] = useState(0);
  if (isPending) return <StateMessage>Loading job details...</StateMessage>;
  if (isError) return <StateMessage tone="error">Failed to fetch job details</StateMessage>;
  return (
    <JobForm
      key={cleared}
      initial={cleared ? blankJob() : { ...data, end_date: data.end_date.slice(0, 10) }}
      texts={texts}
      submit={(input) => update.mutateAsync(input)}
      onDone={() => setCleared((current) => current + 1)}
    />
  );
}
