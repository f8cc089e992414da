import 'server-only';
import { env } from '@/lib/config/env';
import { countRateLimit, MINUTE, rateLimit, releaseRateLimit } from '@/lib/http/rate-limit';
import { wrongCodesMail } from '@/lib/mail/security-mails';
import { writeWithMails } from '@/lib/mail/write-with-mails';
import { isLocked, lock } from '@/lib/own-data/code-lockouts';
import type { AccountRow } from '@/lib/own-data/db/schema';
import { ownDatabase } from '@/lib/own-data/db/own-database';

/**
 * Wrong two-factor codes for one account, counted apart from the password's limits
 * (lib/auth/login-limit.ts): only someone who has the password gets to type a code, and six
 * digits are far easier to guess than a password. The fifth wrong code in a quarter-hour locks
 * the account's codes (lib/own-data/code-lockouts.ts: 15 minutes, doubling for each further lock
 * within a day), and the account's owner is told by e-mail, once per lock.
 */
export const CODE_FAILURE_LIMIT = rateLimit('login-code', 5, 15 * MINUTE);

const lockKey = (accountId: number) => `${CODE_FAILURE_LIMIT.name}-lock:${accountId}`;

/** What the sign-in reports of a code it was let check. */
export type CodeAttempt = { right(): Promise<void>; wrong(): Promise<void> };

/**
 * A slot for checking one code of the account, or null when its codes are locked or the slots
 * of the window are taken: the code is then refused unchecked, even the right one. The slot is
 * taken before the check, atomically, so concurrent guesses cannot all slip under the limit;
 * a right code gives it back.
 */
export async function takeCodeAttempt(
  account: Pick<AccountRow, 'id' | 'email'>,
): Promise<CodeAttempt | null> {
  if (await isLocked(lockKey(account.id))) return null;
  const subject = String(account.id);
  const place = await countRateLimit(CODE_FAILURE_LIMIT, subject);
  if (place > CODE_FAILURE_LIMIT.limit) return null;
  return {
    right: () => releaseRateLimit(CODE_FAILURE_LIMIT, subject),
    wrong: async () => {
      if (place === CODE_FAILURE_LIMIT.limit) await lockCodes(account);
    },
  };
}

/** The lock and its mail, in one transaction (without SMTP_URL nothing is queued). */
async function lockCodes(account: Pick<AccountRow, 'id' | 'email'>): Promise<void> {
  const mailing = Boolean(env().SMTP_URL);
  await writeWithMails(
    await ownDatabase(),
    (tx) => lock(lockKey(account.id), tx),
    (lockMinutes) =>
      mailing
        ? [wrongCodesMail({ to: account.email, wrongCodes: CODE_FAILURE_LIMIT.limit, lockMinutes })]
        : [],
  );
}
