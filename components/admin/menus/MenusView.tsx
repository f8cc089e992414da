'use client';
import { formatDateTime } from '@/lib/dates/date-formats';
import { useMenus } from '../queries/menus';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { MenusForm } from './MenusForm';
import styles from './Menus.module.css';

/** Menus: the links of every public page's header and footer. */
export function MenusView() {
  const { data, isPending, isError } = useMenus();
  return (
    <>
      <PageTitle>Menus</PageTitle>
      <p className={styles.intro}>
        The links in the header and footer of every page of the website: a save shows everywhere at
        once.
      </p>
      {isPending ? <StateMessage>Loading the menus...</StateMessage> : null}
      {isError ? <StateMessage tone="error">Failed to fetch the menus</StateMessage> : null}
      {data ? (
        <>
          <p className={styles.lastSaved}>
            {data.savedBy ? (
              <>
                Last saved by {data.savedBy.name} on{' '}
                <time dateTime={data.savedBy.at}>{formatDateTime(data.savedBy.at)}</time>.
              </>
            ) : (
              'Not changed since the website was set up.'
            )}
          </p>
          {/* A new version (this save, or a reload after someone else's) starts the form afresh. */}
          <MenusForm key={data.version} settings={data} />
        </>
      ) : null}
    </>
  );
}
