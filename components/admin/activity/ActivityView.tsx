'use client';
import type { ActivityQuery } from '@/lib/own-data/activity/schema';
import { activitySearch, useActivity } from '../queries/activity';
import { ExportCsvLink } from '../ui/ExportCsvLink';
import { PagedList } from '../ui/PagedList';
import { ActivityEntryCard } from './ActivityEntryCard';
import { ActivityFilters, activityPath } from './ActivityFilters';
import styles from './ActivityView.module.css';

/** The owner's log of who did what, newest first, filtered by person and kind. */
export function ActivityView(props: ActivityQuery) {
  const { page: _page, ...filter } = props;
  const query = useActivity(props);
  return (
    <PagedList
      title="Activity"
      counts="total"
      actions={
        <>
          {query.data ? <ActivityFilters people={query.data.people} current={filter} /> : null}
          {/* The export follows the filters: the file holds what the list shows. */}
          <ExportCsvLink href={`/api/admin/activity/export${activitySearch(filter)}`} />
        </>
      }
      query={query}
      loading="Loading the activity log..."
      empty="No activity matches on this page."
      basePath={activityPath(filter)}
      pagesLabel="Activity pages"
      listClassName={styles.list}
      renderItem={(entry) => <ActivityEntryCard entry={entry} />}
    />
  );
}
