'use client';
import { useState } from 'react';
import { changePasswordSchema, PASSWORD_MIN } from '@/lib/accounts/account-schema';
import { useChangePassword } from '../queries/account';
import { useFlash } from '../ui/FlashProvider';
import { PasswordField } from '../ui/PasswordField';
import { failureByField, issuesByField, type FieldErrors } from './form-errors';
import { AccountForm } from './AccountForm';
import { FormEnd } from '../ui/FormEnd';

/** A new password, after the current one; the account's other sessions end. */
export function PasswordForm() {
  const flash = useFlash();
  const change = useChangePassword();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: data.get('currentPassword'),
      newPassword: data.get('newPassword'),
      confirmPassword: data.get('confirmPassword'),
    });
    if (!parsed.success) return setErrors(issuesByField(parsed.error));
    setErrors({});
    try {
      await change.mutateAsync(parsed.data);
      form.reset();
      flash('Your password is changed. You were signed out everywhere else.');
    } catch (failure) {
      setErrors(failureByField(failure));
    }
  }

  return (
    <AccountForm title="Change password" onSubmit={submit}>
      <PasswordField
        label="Current password"
        name="currentPassword"
        error={errors.currentPassword}
      />
      <PasswordField
        chosen
        label={`New password (at least ${PASSWORD_MIN} characters)`}
        name="newPassword"
        error={errors.newPassword}
      />
      <PasswordField
        chosen
        label="Confirm new password"
        name="confirmPassword"
        error={errors.confirmPassword}
      />
      <FormEnd
        error={errors.form}
        busy={change.isPending}
        action="Change password"
        pending="Changing..."
      />
    </AccountForm>
  );
}
