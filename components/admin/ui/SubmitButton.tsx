'use client';
import type { ReactNode } from 'react';
import { useIsClient } from './use-is-client';

/**
 * A back-office form's submit button. Disabled until the form's script runs: the back office's
 * forms send JSON from their script, and a click (or Enter, which a disabled default button
 * also stops) before hydration on a slow phone would post nothing the server reads and lose
 * what was typed. Disabled while `busy` too, so one click sends once, and then it says
 * `busyLabel` (e.g. "Saving...") when given.
 */
export function SubmitButton({
  busy = false,
  busyLabel,
  children,
  value,
  ghost,
  noValidate,
}: {
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
  /** For a form with two actions: which one this button is (the submit event's submitter). */
  value?: string;
  ghost?: boolean;
  /** Sends without the browser's checks of required fields (a draft may be unfinished). */
  noValidate?: boolean;
}) {
  const isClient = useIsClient();
  return (
    <button
      type="submit"
      name={value ? 'intent' : undefined}
      value={value}
      className={ghost ? 'button button--ghost' : 'button'}
      formNoValidate={noValidate}
      disabled={!isClient || busy}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
