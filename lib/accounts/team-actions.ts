import 'server-only';
import { ROLE_LABELS } from '@/lib/domain/role';
import { isPrimaryOwner } from './primary-owner';
import { HttpError } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';
import { findAccountById } from '@/lib/accounts/account-store';
import { turnOffTwoFactor } from '@/lib/accounts/two-factor';
import {
  changeAccount,
  deleteAccount,
  insertInvitedAccount,
  listAccounts,
} from '@/lib/accounts/team-store';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import type { AccountRow } from '@/lib/own-data/db/schema';
import { sendInvitation } from './invitation';
import { isInvited, toTeamMember } from './team-member';
import type { AccountChange, InviteInput, TeamMember } from './team-schema';

// What the owner does on the Team screen, each recorded in the activity log. The doors check
// the role ('team') and the rate limits; this checks what no owner may do.

type Owner = Pick<AccountRow, 'id' | 'name' | 'email'>;

export const ALREADY_HAS_ACCOUNT = 'This address already has an account: find it in the list.';
const GONE = 'This account no longer exists.';
const PRIMARY =
  'The owner named by ADMIN_EMAIL always keeps the role Owner and cannot be disabled or removed.';
const SELF = 'You cannot change, disable or remove your own account here. Ask another owner.';
const PRIMARY_TWO_FACTOR =
  'The two-factor sign-in of the owner named by ADMIN_EMAIL cannot be reset here: theirs is the top account.';
const SELF_TWO_FACTOR =
  'Your own two-factor is turned off on your account page, with your password.';

const record = (owner: Owner, row: AccountRow, summary: string) =>
  recordActivity(owner, { kind: 'account', summary, itemId: row.id, itemTitle: row.email });

async function target(owner: Owner, id: number): Promise<AccountRow> {
  const row = await findAccountById(id);
  if (!row) throw new HttpError(404, GONE);
  if (isPrimaryOwner(row)) throw new HttpError(403, PRIMARY);
  if (row.id === owner.id) throw new HttpError(403, SELF);
  return row;
}

export async function teamList(owner: Owner): Promise<TeamMember[]> {
  return (await listAccounts()).map((row) => toTeamMember(row, owner.id));
}

/** Creates the account and queues its invitation; 409 when the address has an account. */
export async function invite(owner: Owner, input: InviteInput): Promise<TeamMember> {
  const row = await sendInvitation(await ownDatabase(), owner, (tx) =>
    insertInvitedAccount(input.email, input.role, tx),
  );
  if (!row) throw new HttpError(409, ALREADY_HAS_ACCOUNT);
  await record(owner, row, `Invited ${row.email} as ${ROLE_LABELS[row.role]}`);
  return toTeamMember(row, owner.id);
}

/** A new link for someone who has not accepted yet; their older links stop working. */
export async function resendInvitation(owner: Owner, id: number): Promise<TeamMember> {
  const row = await target(owner, id);
  if (!isInvited(row)) throw new HttpError(409, 'This person has already accepted the invitation.');
  if (row.disabledAt) throw new HttpError(409, 'Enable the account before inviting again.');
  const sent = await sendInvitation(await ownDatabase(), owner, async () => row);
  if (!sent) throw new HttpError(404, GONE);
  await record(owner, row, `Sent a new invitation to ${row.email}`);
  return toTeamMember(row, owner.id);
}

/** A new role, or disabled / enabled: either way the account's sessions end at once. */
export async function changeMember(
  owner: Owner,
  id: number,
  change: AccountChange,
): Promise<TeamMember> {
  const row = await target(owner, id);
  if (change.role !== undefined) {
    if (change.role === row.role) return toTeamMember(row, owner.id);
    const changed = await changeAccount(id, { role: change.role });
    if (!changed) throw new HttpError(404, GONE);
    await record(owner, changed, `Changed the role of ${row.email} to ${ROLE_LABELS[change.role]}`);
    return toTeamMember(changed, owner.id);
  }
  const disabled = change.disabled === true;
  const changed = await changeAccount(id, { disabledAt: disabled ? new Date() : null });
  if (!changed) throw new HttpError(404, GONE);
  await record(owner, changed, `${disabled ? 'Disabled' : 'Enabled'} ${row.email}`);
  return toTeamMember(changed, owner.id);
}

export async function removeMember(owner: Owner, id: number): Promise<void> {
  const row = await target(owner, id);
  if (!(await deleteAccount(id))) throw new HttpError(404, GONE);
  await record(owner, row, `Removed ${row.email} (${ROLE_LABELS[row.role]})`);
}

/**
 * Clears someone's two-factor (key, pending key, recovery codes) for a person who lost both
 * their phone and their codes: they sign in with their password alone and turn it on again
 * (at once, when the owner requires it). Their sessions end. Never one's own (the account page
 * does that, with the password) nor the primary owner's: no other owner can weaken the top
 * account (docs/two-factor.md says how its two-factor is cleared).
 */
export async function resetTwoFactor(owner: Owner, id: number): Promise<TeamMember> {
  const row = await findAccountById(id);
  if (!row) throw new HttpError(404, GONE);
  if (isPrimaryOwner(row)) throw new HttpError(403, PRIMARY_TWO_FACTOR);
  if (row.id === owner.id) throw new HttpError(403, SELF_TWO_FACTOR);
  if (!row.totpEnabledAt)
    throw new HttpError(409, 'Two-factor sign-in is already off for this account.');
  await turnOffTwoFactor(id);
  const changed = await findAccountById(id);
  if (!changed) throw new HttpError(404, GONE);
  await record(owner, changed, `Reset the two-factor sign-in of ${row.email}`);
  return toTeamMember(changed, owner.id);
}
