'use client';
import { useCompanySettings } from '../queries/settings';
import { LastSaved } from '../ui/LastSaved';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import styles from './Settings.module.css';

/**
 * Settings: the firm's contact details as every public page, the legal pages, the search
 * engines' data and the e-mails to visitors give them.
 */
export function SettingsView() {
  const { data, isPending, isError } = useCompanySettings();
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <p className={styles.intro}>
        The company details on the website, the legal pages and the e-mails to visitors: a save
        shows everywhere at once.
      </p>
      {isPending ? <StateMessage>Loading the company details...</StateMessage> : null}
      {isError ? (
        <StateMessage tone="error">Failed to fetch the company details</StateMessage>
      ) : null}
      {data ? (
        <>
          <LastSaved savedBy={data.savedBy} />
          {/* A new version (this save, or a reload after someone else's) starts the form afresh. */}
          <CompanyDetailsForm key={data.version} settings={data} />
        </>
      ) : null}
    </>
  );
}
