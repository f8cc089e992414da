'use client';
import { SubmitButton } from '../ui/SubmitButton';
import styles from './Account.module.css';

type Props = {
  /** The form's refusal, announced when it appears. */
  error: string | undefined | null;
  busy: boolean;
  action: string;
  /** What the button says while the door answers: "Changing...". */
  pending: string;
};

/** The end of each form on the account page: its refusal, then its submit button. */
export function FormEnd({ error, busy, action, pending }: Props) {
  return (
    <>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div>
        <SubmitButton busy={busy}>{busy ? pending : action}</SubmitButton>
      </div>
    </>
  );
}
