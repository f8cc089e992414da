'use client';
import { useId, useState } from 'react';
import { eraseInputSchema, type PrivacyRequest } from '@/lib/privacy/schema';
import { ApiError } from '../queries/api-fetch';
import { useErase } from '../queries/privacy';
import { TextField } from '../ui/TextField';
import { SubmitButton } from '../ui/SubmitButton';
import styles from './Privacy.module.css';

type Props = { email: string; onErased: (request: PrivacyRequest) => void };

/**
 * Erasure, confirmed by typing the address again (lib/privacy/schema.ts says why not a word):
 * checked here with the door's own schema, and again by the door.
 */
export function EraseForm({ email, onErased }: Props) {
  const erase = useErase();
  const headingId = useId();
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    const parsed = eraseInputSchema.safeParse({ email, confirmation });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      onErased((await erase.mutateAsync(parsed.data)).request);
      setConfirmation('');
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields?.confirmation ?? failure.serverMessage ?? failure.message)
          : 'The erasure could not be sent. Check the connection and try again.',
      );
    }
  }

  return (
    <form
      method="post"
      aria-labelledby={headingId}
      className={styles.erase}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={headingId} className={styles.groupTitle}>
        Erase
      </h3>
      <p>
        This removes everything listed above for good: it cannot be undone. To confirm, type{' '}
        <strong>{email}</strong> again.
      </p>
      <TextField
        label="Type the e-mail address again to confirm"
        name="confirmation"
        autoComplete="off"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={error}
        announceError
      />
      <div>
        <SubmitButton busy={erase.isPending} busyLabel="Erasing...">
          Erase everything
        </SubmitButton>
      </div>
    </form>
  );
}
