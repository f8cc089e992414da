'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { confirmCodeSchema } from '@/lib/auth/account-schema';
import { useConfirmTwoFactor, useStartTwoFactor } from '../queries/account';
import { useFlash } from '../ui/FlashProvider';
import { TextField } from '../ui/TextField';
import { failureByField, issuesByField, type FieldErrors } from './form-errors';
import { RecoveryCodes } from './RecoveryCodes';
import { AccountForm } from './AccountForm';
import { FormEnd } from './FormEnd';
import styles from './Account.module.css';

/**
 * Turning two-factor on: a new key (QR code and text), a first code from the app to confirm it,
 * then the recovery codes, shown once. The page refreshes only after they have been read.
 */
export function TurnOnTwoFactor() {
  const router = useRouter();
  const flash = useFlash();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function begin() {
    setErrors({});
    await start.mutateAsync().catch((failure) => setErrors(failureByField(failure)));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = confirmCodeSchema.safeParse({
      code: new FormData(event.currentTarget).get('code'),
    });
    if (!parsed.success) return setErrors(issuesByField(parsed.error));
    setErrors({});
    await confirm.mutateAsync(parsed.data.code).catch((failure) => {
      setErrors(failureByField(failure));
    });
  }

  if (confirm.data) {
    return (
      <RecoveryCodes
        codes={confirm.data.recoveryCodes}
        onDone={() => {
          flash('Two-factor sign-in is on.');
          router.refresh();
        }}
      />
    );
  }
  if (!start.data) {
    return (
      <>
        <p>
          With two-factor on, signing in asks for your password and a 6-digit code from an
          authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or
          1Password), so a stolen password alone opens nothing.
        </p>
        {errors.form ? (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        ) : null}
        <div>
          <button type="button" className="button" onClick={begin} disabled={start.isPending}>
            {start.isPending ? 'Starting...' : 'Turn on two-factor'}
          </button>
        </div>
      </>
    );
  }
  return (
    <AccountForm label="Turn on two-factor" onSubmit={submit}>
      <p>Scan this QR code with your authenticator app, or type the key into it.</p>
      <div className={styles.setup}>
        <div
          className={styles.qr}
          role="img"
          aria-label="QR code of your two-factor key"
          // Markup the server drew from the account's own new key; no outside input.
          dangerouslySetInnerHTML={{ __html: start.data.qrSvg }}
        />
        <p className={styles.key}>
          <span>Key</span>
          <code>{start.data.key}</code>
        </p>
      </div>
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={16}
        error={errors.code}
        announceError
      />
      <FormEnd
        error={errors.form}
        busy={confirm.isPending}
        action="Confirm and turn on"
        pending="Checking..."
      />
    </AccountForm>
  );
}
