'use client';
import { useMenus } from '../queries/menus';
import { LastSaved } from '../ui/LastSaved';
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
          <LastSaved savedBy={data.savedBy} />
          {/* A new version (this save, or a reload after someone else's) starts the form afresh. */}
          <MenusForm key={data.version} settings={data} />
        </>
      ) : null}
    </>
  );
}
