import 'server-only';
import { isPrimaryOwner } from './primary-owner';
import type { AccountRow } from '@/lib/own-data/db/schema';
import type { TeamMember } from './team-schema';

/** Whether the account has yet to accept its invitation (the primary owner has no hash either). */
export const isInvited = (row: AccountRow) => row.passwordHash === null && !isPrimaryOwner(row);

/** An account as the Team screen may see it: what it shows, nothing of its secrets. */
export function toTeamMember(row: AccountRow, viewerId: number): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.disabledAt ? 'disabled' : isInvited(row) ? 'invited' : 'active',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    twoFactorOn: row.totpEnabledAt !== null,
    primary: isPrimaryOwner(row),
    you: row.id === viewerId,
  };
}
