'use client';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import {
  CODE_INCORRECT,
  CODE_REQUIRED,
  CODE_TOO_MANY,
  LOGIN_CODE_HELP,
  LOGIN_CODE_INCORRECT,
  LOGIN_CODE_TOO_MANY,
  LOGIN_INCORRECT,
  LOGIN_TOO_MANY,
  LOGIN_UNAVAILABLE,
} from '@/lib/auth/login-messages';
import { AccountEmailField } from '../ui/AccountEmailField';
import { TextField } from '../ui/TextField';
import { PasswordField } from '../ui/PasswordField';
import { FormEnd } from '../ui/FormEnd';
import styles from '../ui/AdminForm.module.css';

const CODE_FIELD = 'login-code';

/** The message for a refused login: one for any wrong email or password, never which field. */
function refusalMessage(result: { status: number; error: string | null } | undefined) {
  if (result?.error === CODE_TOO_MANY) return LOGIN_CODE_TOO_MANY;
  if (result?.status === 429) return LOGIN_TOO_MANY;
  if (result?.error === CODE_INCORRECT) return LOGIN_CODE_INCORRECT;
  if (result?.status === 401 || result?.error === 'CredentialsSignin') return LOGIN_INCORRECT;
  return LOGIN_UNAVAILABLE;
}

/**
 * Email and password through next-auth; with two-factor on, the server answers CODE_REQUIRED
 * and the form asks for the code too, keeping what was typed, and sends all three again.
 */
export function LoginForm({ callbackPath }: { callbackPath: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askCode, setAskCode] = useState(false);
  const codeField = () => document.getElementById(CODE_FIELD) as HTMLInputElement | null;

  // The new field is where the person types next.
  useEffect(() => {
    if (askCode) codeField()?.focus();
  }, [askCode]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn('credentials', {
      redirect: false,
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? ''),
      callbackUrl: callbackPath,
    }).catch(() => undefined);
    if (result?.ok && !result.error) {
      router.replace(callbackPath);
      router.refresh();
      return;
    }
    setBusy(false);
    if (result?.error === CODE_REQUIRED) {
      setAskCode(true);
      return;
    }
    setError(refusalMessage(result));
    if (result?.error === CODE_INCORRECT) codeField()?.select();
  }

  return (
    // POST, should it be sent before the script runs: a password never goes into an address.
    <form
      method="post"
      className={styles.stack}
      onSubmit={onSubmit}
      aria-describedby={error ? 'login-error' : undefined}
    >
      <AccountEmailField />
      <PasswordField label="Password" name="password" required />
      {askCode ? (
        <>
          <p id="login-code-help" className={styles.hint}>
            {LOGIN_CODE_HELP}
          </p>
          <TextField
            id={CODE_FIELD}
            label="Code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            autoCapitalize="none"
            required
            maxLength={64}
            aria-describedby="login-code-help"
          />
        </>
      ) : null}
      <FormEnd
        error={error}
        errorId="login-error"
        busy={busy}
        action="Log in"
        pending="Logging in..."
        wide
      />
    </form>
  );
}
