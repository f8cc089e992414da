'use client';
import { SubmitButton } from './SubmitButton';
import styles from './AdminForm.module.css';

type Props = {
  /** The form's refusal, announced when it appears. */
  error: string | undefined | null;
  busy: boolean;
  action: string;
  /** What the button says while the door answers: "Changing...". */
  pending: string;
  /** For a form that points aria-describedby at its refusal ("login-error"). */
  errorId?: string;
  /** The button spans the form, as on the login and access cards. */
  wide?: boolean;
  /** Said between the refusal and the button: the forgot-password form's answer. */
  children?: React.ReactNode;
};

/**
 * The end of every back-office form: its refusal, then its submit button. The refusal is in
 * the page before it has anything to say, so screen readers announce it when it speaks.
 */
export function FormEnd({ error, busy, action, pending, errorId, wide, children }: Props) {
  return (
    <>
      <p id={errorId} role="alert" className={styles.error}>
        {error}
      </p>
      {children}
      <div className={wide ? styles.wide : undefined}>
        <SubmitButton busy={busy} busyLabel={pending}>
          {action}
        </SubmitButton>
      </div>
    </>
  );
}
