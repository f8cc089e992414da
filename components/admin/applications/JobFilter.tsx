'use client';
import { useRouter } from 'next/navigation';
import type { ApplicationsPage } from '@/lib/domain/application';
import { SelectField } from '../ui/SelectField';

type Props = { jobs: ApplicationsPage['jobs']; current: number | undefined };

export const applicationsPath = (job?: number) =>
  job === undefined ? '/admin/applications' : `/admin/applications?job=${job}`;

/** Which job's applications to show; the choice lives in ?job= so reloads and Back keep it. */
export function JobFilter({ jobs, current }: Props) {
  const router = useRouter();
  // A job whose last application was just removed has left the facet; it stays choosable.
  const shown =
    current === undefined || jobs.some((job) => job.id === current)
      ? jobs
      : [...jobs, { id: current, title: `Job ${current}`, count: 0 }];
  return (
    <SelectField
      label="Job"
      value={current ?? ''}
      onChange={(event) =>
        router.push(applicationsPath(event.target.value ? Number(event.target.value) : undefined))
      }
    >
      <option value="">All jobs</option>
      {shown.map((job) => (
        <option key={job.id} value={job.id}>
          {job.title} ({job.count})
        </option>
      ))}
    </SelectField>
  );
}
