import type { PublicFormStatus } from './usePublicForm';
import styles from './Form.module.css';

type Props = {
  status: PublicFormStatus;
  /** What the button says: "Send message". */
  submitLabel: string;
  /** What it says while the form is sent: "Sending...". */
  submittingLabel: string;
};

/** The end of a public form: why sending failed, when it did, then the submit button. */
export function PublicFormEnd({ status, submitLabel, submittingLabel }: Props) {
  return (
    <>
      {status.kind === 'failed' ? (
        <p className={styles.failure} role="alert">
          {status.message}
        </p>
      ) : null}
      <button className="button" type="submit" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? submittingLabel : submitLabel}
      </button>
    </>
  );
}
