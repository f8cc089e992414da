import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { hashPassword } from '@/lib/accounts/password-hash';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { accounts } from '@/lib/own-data/db/schema';
import { newSessionStamp } from './account-store';
import { voidLinks } from './tokens';

/**
 * A new password for an account that has one of its own (not the primary owner, whose password
 * is ADMIN_PASSWORD): every session of the account ends and its unused reset links stop
 * working. Returns the new session stamp, for the
 * caller to keep its own session, or null when the account has no password to change.
 */
export async function changePassword(
  accountId: number,
  password: string,
  db?: Db,
): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  const sessionStamp = newSessionStamp();
  const database = db ?? (await ownDatabase());
  const changed = await database.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(accounts)
      .set({ passwordHash, sessionStamp })
      .where(and(eq(accounts.id, accountId), isNotNull(accounts.passwordHash)))
      .returning({ id: accounts.id });
    if (row) await voidLinks(accountId, ['reset'], tx);
    return row !== undefined;
  });
  return changed ? sessionStamp : null;
}
