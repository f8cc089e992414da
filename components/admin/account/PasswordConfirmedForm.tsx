'use client';
import { useState } from 'react';
import { currentPasswordSchema } from '@/lib/accounts/account-schema';
import { PasswordField } from '../ui/PasswordField';
import { failureByField, issuesByField, type FieldErrors } from './form-errors';
import { AccountForm } from './AccountForm';
import { FormEnd } from '../ui/FormEnd';

type Props = {
  title: string;
  children: React.ReactNode;
  action: string;
  pending: string;
  /** The primary owner's password is ADMIN_PASSWORD: the field says so. */
  primary: boolean;
  run: (currentPassword: string) => Promise<void>;
};

/** A change that asks for the current password first (two-factor off, new recovery codes). */
export function PasswordConfirmedForm({ title, children, action, pending, primary, run }: Props) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = currentPasswordSchema.safeParse({
      currentPassword: new FormData(form).get('currentPassword'),
    });
    if (!parsed.success) return setErrors(issuesByField(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      await run(parsed.data.currentPassword);
      form.reset();
    } catch (failure) {
      setErrors(failureByField(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountForm title={title} onSubmit={submit}>
      {children}
      <PasswordField
        label={primary ? 'Current password (ADMIN_PASSWORD)' : 'Current password'}
        name="currentPassword"
        error={errors.currentPassword}
        announceError
      />
      <FormEnd error={errors.form} busy={busy} action={action} pending={pending} />
    </AccountForm>
  );
}
