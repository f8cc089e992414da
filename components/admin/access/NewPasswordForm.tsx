'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { fieldErrors } from '@/lib/http/field-errors';
import {
  acceptInvitationSchema,
  resetPasswordSchema,
  type LoginNote,
} from '@/lib/accounts/access-schema';
import { PASSWORD_MIN } from '@/lib/accounts/account-schema';
import { FormEnd } from '../ui/FormEnd';
import styles from '../ui/AdminForm.module.css';
import { TextField } from '../ui/TextField';
import { PasswordField } from '../ui/PasswordField';
import { postAccess } from './post-access';

const KINDS = {
  invitation: {
    schema: acceptInvitationSchema,
    door: '/api/access/invitation',
    submit: 'Set my password',
    busy: 'Saving...',
    note: 'welcome',
  },
  reset: {
    schema: resetPasswordSchema,
    door: '/api/access/reset-password',
    submit: 'Set new password',
    busy: 'Saving...',
    note: 'password-reset',
  },
} as const satisfies Record<string, { note: LoginNote } & Record<string, unknown>>;

/**
 * A password chosen from an e-mailed link (with the person's name, for an invitation), checked
 * with the door's own schema first; then the login page, with a note that it worked.
 */
export function NewPasswordForm({ kind, token }: { kind: keyof typeof KINDS; token: string }) {
  const router = useRouter();
  const setup = KINDS[kind];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = setup.schema.safeParse({ ...form, token });
    if (!parsed.success) {
      setFields(fieldErrors(parsed.error));
      setError(null);
      return;
    }
    setBusy(true);
    const answer = await postAccess(setup.door, parsed.data);
    if (answer.ok) {
      router.replace(`/admin/admin-login?note=${setup.note}`);
      return;
    }
    setBusy(false);
    setFields(answer.fields);
    setError(answer.error);
  }

  return (
    <form method="post" className={styles.stack} onSubmit={onSubmit} noValidate>
      <p className={styles.hint}>
        Choose a password of at least {PASSWORD_MIN} characters: a few unrelated words are easy to
        remember and hard to guess.
      </p>
      {kind === 'invitation' ? (
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          error={fields.name}
          announceError
        />
      ) : null}
      <PasswordField
        chosen
        label="Password"
        name="password"
        required
        minLength={PASSWORD_MIN}
        error={fields.password}
        announceError
      />
      <PasswordField
        chosen
        label="Confirm password"
        name="confirmPassword"
        required
        error={fields.confirmPassword}
        announceError
      />
      <FormEnd error={error} busy={busy} action={setup.submit} pending={setup.busy} wide />
    </form>
  );
}
