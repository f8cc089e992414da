'use client';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LOGIN_INCORRECT, LOGIN_TOO_MANY, LOGIN_UNAVAILABLE } from '@/lib/auth/login-messages';
import { TextField } from '../ui/TextField';
import styles from './LoginForm.module.css';

/** Email and password through next-auth; one message for any refusal, never which field. */
export function LoginForm({ callbackPath }: { callbackPath: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn('credentials', {
      redirect: false,
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      callbackUrl: callbackPath,
    }).catch(() => undefined);
    if (result?.ok && !result.error) {
      router.replace(callbackPath);
      router.refresh();
      return;
    }
    setBusy(false);
    if (result?.status === 429) setError(LOGIN_TOO_MANY);
    else if (result?.status === 401 || result?.error === 'CredentialsSignin')
      setError(LOGIN_INCORRECT);
    else setError(LOGIN_UNAVAILABLE);
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-describedby={error ? 'login-error' : undefined}
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={1024}
      />
      <p id="login-error" role="alert" className={styles.error}>
        {error}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Logging in...' : 'Log in'}
      </button>
    </form>
  );
}
