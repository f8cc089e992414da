'use client';
import { useState } from 'react';
import { todayInputValue } from '@/lib/dates/date-formats';
import { useCreateJob } from '../queries/jobs';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { useIsClient } from '../ui/use-is-client';
import { JobForm } from './JobForm';

const texts = {
  submit: 'Post Job',
  busy: 'Posting...',
  success: 'Job posted successfully!',
  failed: 'Failed to post job: ',
  error: 'An error occurred while posting the job.',
};

export const blankJob = () => ({
  end_date: todayInputValue(),
  title: '',
  description: '',
  requirements: '',
});

export function PostJobView() {
  const create = useCreateJob();
  const isClient = useIsClient();
  // Each round mounts a fresh form: after a post it is empty again, its end date today.
  const [round, setRound] = useState(0);
  return (
    <>
      <PageTitle>Post a Job</PageTitle>
      {isClient ? (
        <JobForm
          key={round}
          initial={blankJob()}
          texts={texts}
          submit={(input) => create.mutateAsync(input)}
          onDone={() => setRound((current) => current + 1)}
        />
      ) : (
        <StateMessage>Loading the form...</StateMessage>
      )}
    </>
  );
}
