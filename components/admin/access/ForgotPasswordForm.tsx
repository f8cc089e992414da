'use client';
import { useState } from 'react';
import { forgotAnswerSchema, forgotPasswordSchema } from '@/lib/accounts/access-schema';
import { FormEnd } from '../ui/FormEnd';
import formStyles from '../ui/AdminForm.module.css';
import { AccountEmailField } from '../ui/AccountEmailField';
import { accessStyles as styles } from './AccessCard';
import { postAccess } from './post-access';

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
    <form method="post" className={formStyles.stack} onSubmit={onSubmit} noValidate>
      <AccountEmailField error={fieldError} announceError />
      <FormEnd error={error} busy={busy} action="Send reset link" pending="Sending..." wide>
        <p role="status" className={answer ? styles.note : undefined}>
          {answer}
        </p>
      </FormEnd>
    </form>
  );
}
