'use client';
import { useState } from 'react';
import { forgotAnswerSchema, forgotPasswordSchema } from '@/lib/accounts/access-schema';
import { TextField } from '../ui/TextField';
import { accessStyles as styles } from './AccessCard';
import { postAccess } from './post-access';
import { SubmitButton } from '../ui/SubmitButton';

/** The address to send a reset link to; the answer is the same whether it has an account. */
export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    setAnswer(null);
    setError(null);
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setBusy(true);
    const sent = await postAccess('/api/access/forgot-password', parsed.data);
    setBusy(false);
    if (!sent.ok) {
      setFieldError(sent.fields.email);
      setError(sent.error);
      return;
    }
    setAnswer(forgotAnswerSchema.safeParse(sent.body).data?.message ?? null);
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        error={fieldError}
        announceError
      />
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <p role="status" className={answer ? styles.note : undefined}>
        {answer}
      </p>
      <SubmitButton busy={busy}>{busy ? 'Sending...' : 'Send reset link'}</SubmitButton>
    </form>
  );
}
