'use client';
import { useRef, useState } from 'react';
import { PageTitle } from '../ui/PageTitle';
import { NotFoundLog } from './NotFoundLog';
import { RedirectForm } from './RedirectForm';
import { RedirectsTable } from './RedirectsTable';
import styles from './Redirects.module.css';

/** The Redirects screen: add one, the list with its Remove buttons, and the Not found log. */
export function RedirectsView() {
  const [from, setFrom] = useState('');
  const form = useRef<HTMLFormElement>(null);

  // "Add redirect" on a Not found row: From is filled, and the person goes on with To.
  function addFrom(path: string) {
    setFrom(path);
    const to = form.current?.elements.namedItem('to');
    if (to instanceof HTMLInputElement) to.focus();
  }

  return (
    <>
      <PageTitle>Redirects</PageTitle>
      <RedirectForm ref={form} from={from} onFromChange={setFrom} />
      <h2 className={styles.heading}>All redirects</h2>
      <RedirectsTable />
      <NotFoundLog onAddRedirect={addFrom} />
    </>
  );
}
