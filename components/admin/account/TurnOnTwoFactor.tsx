'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { confirmCodeSchema } from '@/lib/accounts/account-schema';
import { useConfirmTwoFactor, useStartTwoFactor } from '../queries/account';
import { useFlash } from '../ui/FlashProvider';
import { TextField } from '../ui/TextField';
import { failureByField, issuesByField, type FieldErrors } from './form-errors';
import { RecoveryCodes } from './RecoveryCodes';
import { AccountForm } from './AccountForm';
import { PasswordConfirmedForm } from './PasswordConfirmedForm';
import { FormEnd } from '../ui/FormEnd';
import styles from './Account.module.css';

/**
 * Turning two-factor on: the current password (a session left open must not let someone else
 * enrol their phone), a new key (QR code and text), a first code from the app to confirm it,
 * then the recovery codes, shown once. The page refreshes only after they have been read.
 */
export function TurnOnTwoFactor({ primary }: { primary: boolean }) {
  const router = useRouter();
  const flash = useFlash();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [errors, setErrors] = useState<FieldErrors>({});

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
          flash('Two-factor sign-in is on. You were signed out everywhere else.');
          router.refresh();
        }}
      />
    );
  }
  if (!start.data) {
    return (
      <PasswordConfirmedForm
        title="Turn on two-factor"
        action="Turn on two-factor"
        pending="Starting..."
        primary={primary}
        run={async (password) => {
          await start.mutateAsync(password);
        }}
      >
        <p>
          With two-factor on, signing in asks for your password and a 6-digit code from an
          authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or
          1Password), so a stolen password alone opens nothing. You will be signed out on every
          other device once it is on.
        </p>
      </PasswordConfirmedForm>
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
