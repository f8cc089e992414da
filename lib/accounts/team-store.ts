import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Role } from '@/lib/domain/role';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { accounts, type AccountRow } from '@/lib/own-data/db/schema';
import { newSessionStamp, normaliseEmail } from './account-store';
import { voidLinks, type TokenPurpose } from './tokens';

// The Team screen's writes. Each change that takes something away (a role, the account itself)
// also gives the account a new session stamp: its open sessions end on their next request.

export async function listAccounts(db?: Db): Promise<AccountRow[]> {
  const database = db ?? (await ownDatabase());
  return database.select().from(accounts).orderBy(asc(accounts.createdAt), asc(accounts.id));
}

/**
 * An invited person's account: no password until they accept, and until they choose a name
 * the part of the address before the @. Null when the address already has an account.
 */
export async function insertInvitedAccount(
  email: string,
  role: Role,
  db: Db,
): Promise<AccountRow | null> {
  const address = normaliseEmail(email);
  const [row] = await db
    .insert(accounts)
    .values({ email: address, name: address.split('@')[0]!, role, sessionStamp: newSessionStamp() })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return row ?? null;
}

type Change = Partial<Pick<AccountRow, 'role' | 'disabledAt' | 'name' | 'passwordHash'>>;

/** The unused links a change voids: a new password the reset links, disabling every link. */
function linksVoidedBy(change: Change): TokenPurpose[] {
  if (change.disabledAt) return ['reset', 'invitation'];
  return change.passwordHash ? ['reset'] : [];
}

/**
 * Changes the account and ends its sessions (and voids the links the change makes stale), in
 * one transaction; null when it is gone.
 */
export async function changeAccount(id: number, change: Change, db?: Db) {
  const database = db ?? (await ownDatabase());
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(accounts)
      .set({ ...change, sessionStamp: newSessionStamp() })
      .where(eq(accounts.id, id))
      .returning();
    const stale = linksVoidedBy(change);
    if (row && stale.length > 0) await voidLinks(id, stale, tx);
    return row ?? null;
  });
}

/** Removes the account (its links and recovery codes go with it); false when it was gone. */
export async function deleteAccount(id: number, db?: Db): Promise<boolean> {
  const database = db ?? (await ownDatabase());
  const removed = await database
    .delete(accounts)
    .where(eq(accounts.id, id))
    .returning({ id: accounts.id });
  return removed.length > 0;
}
