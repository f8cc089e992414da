import 'server-only';
import { hashPassword } from '@/lib/accounts/password-hash';
import { isPrimaryOwner } from './primary-owner';
import { HttpError } from '@/lib/http/respond';
import { resetMail } from '@/lib/mail/account-mails';
import { writeWithMails } from '@/lib/mail/write-with-mails';
import { recordActivity } from '@/lib/own-data/activity/record';
import { findAccountByEmail } from '@/lib/accounts/account-store';
import { changeAccount } from '@/lib/accounts/team-store';
import { issueToken, redeemToken, type TokenPurpose } from '@/lib/accounts/tokens';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import type { AccountRow } from '@/lib/own-data/db/schema';
import {
  INVITATION_UNUSABLE,
  RESET_UNUSABLE,
  type AcceptInvitationInput,
  type ResetPasswordInput,
} from './access-schema';

// The public side of accounts: an invitation accepted, a reset link asked for and used. A link
// is used up and the account changed in one transaction: a failure leaves the link working.

const unusable: Record<TokenPurpose, string> = {
  invitation: INVITATION_UNUSABLE,
  reset: RESET_UNUSABLE,
};

async function redeemAndChange(
  token: string,
  purpose: TokenPurpose,
  change: (id: number, tx: Db) => Promise<AccountRow | null>,
): Promise<AccountRow> {
  const db = await ownDatabase();
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const id = await redeemToken(token, purpose, tx);
    return id === null ? null : change(id, tx);
  });
  if (!row) throw new HttpError(400, unusable[purpose]);
  return row;
}

/** The invited person's name and password; the account then signs in like any other. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<void> {
  // Hashed before the transaction: scrypt's tenth of a second holds no database lock.
  const passwordHash = await hashPassword(input.password);
  const row = await redeemAndChange(input.token, 'invitation', (id, tx) =>
    changeAccount(id, { name: input.name, passwordHash }, tx),
  );
  await recordActivity(row, {
    kind: 'account',
    summary: 'Accepted the invitation',
    itemId: row.id,
    itemTitle: row.email,
  });
}

/** A new password from a reset link: every session of the account ends (a new stamp). */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const row = await redeemAndChange(input.token, 'reset', (id, tx) =>
    changeAccount(id, { passwordHash }, tx),
  );
  await recordActivity(row, {
    kind: 'account',
    summary: 'Reset the password with an e-mailed link',
    itemId: row.id,
    itemTitle: row.email,
  });
}

/**
 * Queues a reset link when the address belongs to an enabled account with a password of its
 * own. Nothing for anyone else, the primary owner included: its password is ADMIN_PASSWORD,
 * set on the server. The door answers before this runs, so its timing says nothing.
 */
export async function sendResetLink(email: string): Promise<void> {
  const account = await findAccountByEmail(email);
  if (!account || account.disabledAt || !account.passwordHash || isPrimaryOwner(account)) return;
  await writeWithMails(
    await ownDatabase(),
    (tx) => issueToken(account.id, 'reset', tx),
    (token) => [resetMail({ to: account.email, link: `/admin/reset-password/${token}` })],
  );
  await recordActivity(account, {
    kind: 'account',
    summary: 'Asked for a password reset link',
    itemId: account.id,
    itemTitle: account.email,
  });
}
