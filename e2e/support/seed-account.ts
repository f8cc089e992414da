// A second account written straight into a stopped app's embedded database, for tests that need
// someone other than the owner before the product can invite anyone. The password is stored as
// lib/accounts/password-hash.ts stores it (scrypt, N=16384, 64 bytes, base64url parts).
import { randomBytes, scryptSync } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';

export type SeededAccount = { email: string; name: string; role: string; password: string };

export async function seedAccount(pgliteDir: string, account: SeededAccount): Promise<void> {
  const salt = randomBytes(16);
  const hash = scryptSync(account.password, salt, 64, { N: 16384 });
  const stored = ['scrypt', 16384, salt.toString('base64url'), hash.toString('base64url')].join(
    '$',
  );
  const db = new PGlite(pgliteDir);
  try {
    await db.query(
      `INSERT INTO accounts (email, name, role, password_hash, session_stamp)
       VALUES ($1, $2, $3, $4, $5)`,
      [account.email, account.name, account.role, stored, randomBytes(16).toString('base64url')],
    );
  } finally {
    await db.close();
  }
}
