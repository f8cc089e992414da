'use client';
import { useState } from 'react';
import type { Finding, PrivacyRequest } from '@/lib/privacy/schema';
import { ApiError } from '../queries/api-fetch';
import { useFinding } from '../queries/privacy';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { EraseForm } from './EraseForm';
import { ExportButton } from './ExportButton';
import { FindForm } from './FindForm';
import { FindingGroups } from './FindingGroups';
import { countsText } from './kinds';
import { PastRequests, remainingText } from './PastRequests';
import styles from './Privacy.module.css';

const COVERAGE: Record<Finding['mode'], string> = {
  embedded:
    'Enquiries and replies, job applications with their CVs, lead sources and e-mails are all searched in this website’s database.',
  upstream:
    'Enquiries and replies are held by the firm’s API, which has no search: its whole message list is read page by page and matched by address. Job applications with their CVs, lead sources and e-mails are searched in this website’s own database.',
};

const isEmpty = (finding: Finding) =>
  Object.values(finding.groups).every((items) => items.length === 0);

function Outcome({ request }: { request: PrivacyRequest }) {
  return request.outcome === 'complete' ? (
    <StateMessage>Erased: {countsText(request.counts)}.</StateMessage>
  ) : (
    <div role="alert" className={styles.partial}>
      <p>
        Partly erased ({countsText(request.counts)}). These remain and the request is recorded as
        partial; try again later:
      </p>
      <ul>
        {request.remaining.map((item) => (
          <li key={`${item.kind}-${item.id}`}>{remainingText(item)}</li>
        ))}
      </ul>
    </div>
  );
}

function FindingPanel({
  email,
  onErased,
}: {
  email: string;
  onErased: (r: PrivacyRequest) => void;
}) {
  const { data, isPending, isError, error } = useFinding(email);
  if (isPending) return <StateMessage>Searching...</StateMessage>;
  if (isError) {
    const reason = error instanceof ApiError ? error.message : 'Failed to search';
    return <StateMessage tone="error">Error: {reason}</StateMessage>;
  }
  return (
    <section aria-labelledby="privacy-found" className={styles.panel}>
      <h2 id="privacy-found" className={styles.heading}>
        Held about {data.email}
      </h2>
      <p className={styles.note}>{COVERAGE[data.mode]}</p>
      {data.messagesComplete ? null : (
        <StateMessage tone="error">
          The firm’s message list could not be read to its end: enquiries may be missing.
        </StateMessage>
      )}
      {isEmpty(data) ? (
        <StateMessage>Nothing is held about this address.</StateMessage>
      ) : (
        <>
          <FindingGroups finding={data} />
          <ExportButton email={data.email} />
        </>
      )}
      {isEmpty(data) && data.messagesComplete ? null : (
        <EraseForm email={data.email} onErased={onErased} />
      )}
    </section>
  );
}

/** Find, export and erase one person's data by e-mail address; the past requests below. */
export function PrivacyView() {
  const [email, setEmail] = useState<string | null>(null);
  const [erased, setErased] = useState<PrivacyRequest | null>(null);
  return (
    <>
      <PageTitle>Privacy requests</PageTitle>
      <FindForm
        onFind={(found) => {
          setErased(null);
          setEmail(found);
        }}
      />
      {erased ? <Outcome request={erased} /> : null}
      {email ? <FindingPanel key={email} email={email} onErased={setErased} /> : null}
      <h2 className={styles.heading}>Past requests</h2>
      <PastRequests />
    </>
  );
}
