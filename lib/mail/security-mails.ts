import 'server-only';
import { company } from '@/lib/content/company';
import type { MailDraft } from '@/lib/domain/mail-draft';

// The back office's warnings to a person about their own account, plain text like the account
// mails. They name no address, place or code: whoever reads them already has the account.

/** "15 minutes", "1 hour", "16 hours". */
function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * Wrong two-factor codes after the right password, up to the code limit: whoever typed them has
 * the password, so the person must hear of it even though the codes held.
 */
export function wrongCodesMail(input: {
  to: string;
  wrongCodes: number;
  lockMinutes: number;
}): MailDraft {
  return {
    kind: 'account',
    to: input.to,
    subject: `Wrong two-factor codes for your account: ${company.name} back office`,
    text: [
      'Hello,',
      '',
      `Someone signing in to your account in the ${company.name} back office typed your password correctly, then ${input.wrongCodes} wrong two-factor codes within a quarter of an hour.`,
      `No code is accepted for your account for the next ${duration(input.lockMinutes)}, not even the right one; the pause doubles if it happens again within a day.`,
      '',
      'If this was you, wait, then sign in with the newest code from your app or with a recovery code.',
      'If it was not you, someone knows your password: change it as soon as you can (on your account page; the first owner’s is ADMIN_PASSWORD, in the server’s environment) and tell an owner.',
    ].join('\n'),
  };
}
