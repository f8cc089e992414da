// What the account page sends to its doors and what they answer: the page checks with the same
// schemas before sending. Pure: no server code.
import { z } from 'zod';

export const PASSWORD_MIN = 12;
/** Longer is refused before hashing: a megabyte password would cost the server, not an attacker. */
export const PASSWORD_MAX = 1024;

/** A password a person chooses: here, on an invitation and from a reset link. Length is what counts. */
export const newPasswordSchema = z
  .string('Choose a password')
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`);

const currentPassword = z
  .string('Enter your current password')
  .min(1, 'Enter your current password')
  .max(PASSWORD_MAX, 'Enter your current password');

export const changePasswordSchema = z
  .object({ currentPassword, newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords are not the same',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Turning two-factor off and making new recovery codes both ask for the current password. */
export const currentPasswordSchema = z.object({ currentPassword });

export const confirmCodeSchema = z.object({
  code: z
    .string('Enter the 6-digit code from your app')
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app')),
});

export const twoFactorPolicySchema = z.object({
  required: z.boolean('Say whether two-factor is required'),
});

export const setupSchema = z.object({ key: z.string(), qrSvg: z.string() });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const PRIMARY_PASSWORD_MESSAGE =
  'Your password is ADMIN_PASSWORD in the server’s environment: it is changed there.';
export const WRONG_PASSWORD_MESSAGE = 'That is not your current password';
export const WRONG_CODE_MESSAGE =
  'That code is not right. Enter the newest code your app shows for this account.';
