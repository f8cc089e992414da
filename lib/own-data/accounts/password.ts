import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password-hash';
import type { Db } from '@/lib/own-data/db/client';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { accounts } from '@/lib/own-data/db/schema';
import { newSessionStamp } from './store';

/**
 * A new password for an account that has one of its own (not the primary owner, whose password
 * is ADMIN_PASSWORD): every session of the account ends. Returns the new session stamp, for the
 * caller to keep its own session, or null when the account has no password to change.
 */
export async function changePassword(
  accountId: number,
  password: string,
  db?: Db,
): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  const sessionStamp = newSessionStamp();
  const [row] = await (db ?? (await ownDatabase()))
    .update(accounts)
    .set({ passwordHash, sessionStamp })
    .where(and(eq(accounts.id, accountId), isNotNull(accounts.passwordHash)))
    .returning({ id: accounts.id });
  return row ? sessionStamp : null;
}
