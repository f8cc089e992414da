// The public account pages' forms (accepting an invitation, asking for and using a reset link)
// and their doors under /api/access. Pure: the forms check with these before sending.
import { z } from 'zod';
import { newPasswordSchema } from '@/lib/accounts/account-schema';
import { addressSchema } from '@/lib/domain/email-address';

/** A new password (the one rule, lib/accounts/account-schema.ts), typed twice. */
const newPassword = {
  password: newPasswordSchema,
  confirmPassword: z.string('Type the password again'),
};
const samePassword = <T extends { password: string; confirmPassword: string }>(input: T) =>
  input.password === input.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: 'The two passwords are not the same' };

// Long enough for 32 random bytes in base64url (43 characters), short enough to refuse junk.
const tokenSchema = z.string().min(1).max(128);

export const acceptInvitationSchema = z
  .object({
    token: tokenSchema,
    name: z
      .string('Enter your name')
      .trim()
      .min(1, 'Enter your name')
      .max(100, 'Use at most 100 characters'),
    ...newPassword,
  })
  .refine(samePassword, mismatch);
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const resetPasswordSchema = z
  .object({ token: tokenSchema, ...newPassword })
  .refine(samePassword, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const forgotPasswordSchema = z.object({ email: addressSchema });

export const forgotAnswerSchema = z.object({ message: z.string() });

/** One answer for any address, so the page never tells whether it has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that address, we have sent a link to reset its password. It works for one hour.';

// A link that no longer works reads the same whatever the reason (used, expired, forged): one
// message, and nothing changes.
export const INVITATION_UNUSABLE =
  'This invitation link does not work: it has already been used, it has expired, or it is not one we sent. Ask the owner of the back office to send a new invitation.';
export const RESET_UNUSABLE =
  'This reset link does not work: it has already been used, it has expired, or it is not one we sent. Ask for a new one with “Forgot password?” on the login page.';

/** Where the login page's note comes from (?note=…): after an invitation or a reset. */
export const LOGIN_NOTES = {
  welcome: 'Your password is set. Log in with your e-mail address and the new password.',
  'password-reset':
    'Your password has been changed and your other sessions ended. Log in with the new password.',
} as const;
export type LoginNote = keyof typeof LOGIN_NOTES;
