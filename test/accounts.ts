// Team accounts for tests of the account and sign-in code: a person with a password of their
// own, as an accepted invitation leaves them, and the codes their authenticator app shows.
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '@/lib/accounts/password-hash';
import type { Role } from '@/lib/domain/role';
import type { Db } from '@/lib/own-data/db/client';
import { accounts } from '@/lib/own-data/db/schema';

export async function insertAccount(
  db: Db,
  person: { email: string; name: string; role: Role; password: string },
) {
  const [row] = await db
    .insert(accounts)
    .values({
      email: person.email,
      name: person.name,
      role: person.role,
      passwordHash: await hashPassword(person.password),
      sessionStamp: `stamp-${person.email}`,
    })
    .returning();
  return row!;
}

/** The code an app shows for `key` (spaces allowed), `stepsAhead` 30-second steps from now. */
export const totpCode = (key: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** A signed-in account as the doors hand it to a write: Jane Smith, an Editor by default. */
export const sessionAccount = (role: Role = 'editor') => ({
  id: 1,
  name: 'Jane Smith',
  email: 'jane@example.com',
  role,
  primary: false,
  twoFactorOn: false,
  mustTurnOnTwoFactor: false,
  sessionId: 's',
});
