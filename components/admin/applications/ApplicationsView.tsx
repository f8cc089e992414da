'use client';
import { useApplications } from '../queries/applications';
import { ExportCsvLink } from '../ui/ExportCsvLink';
import { PagedList } from '../ui/PagedList';
import { ApplicationCard } from './ApplicationCard';
import { JobFilter, applicationsPath } from './JobFilter';
import cardList from '../ui/CardList.module.css';

// The export follows the filter: the file holds what the list shows, on every page.
const exportPath = (job: number | undefined) =>
  job === undefined
    ? '/api/admin/applications/export'
    : `/api/admin/applications/export?job=${job}`;

type Props = { page: number; job: number | undefined };

export function ApplicationsView({ page, job }: Props) {
  const query = useApplications(page, job);
  return (
    <PagedList
      title="Applications"
      counts="total"
      actions={
        <>
          {query.data ? <JobFilter jobs={query.data.jobs} current={job} /> : null}
          <ExportCsvLink href={exportPath(job)} />
        </>
      }
      query={query}
      loading="Loading applications..."
      empty={
        job === undefined
          ? 'There are no applications on this page.'
          : 'There are no applications for this job on this page.'
      }
      basePath={applicationsPath(job)}
      pagesLabel="Application pages"
      listClassName={cardList.list}
      renderItem={(application) => <ApplicationCard application={application} />}
    />
  );
}
