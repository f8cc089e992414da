import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, accounts } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '@/test/databases';
import { changePassword } from './password';
import { changeAccount } from './team-store';
import { hashToken, issueToken, redeemToken, tokenUsable } from './tokens';

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`single-use account links on ${kind}`, () => {
    let test: TestDatabase;
    let accountId: number;
    const db = () => test.database.db;
    beforeAll(async () => {
      test = await freshDatabase(kind);
    });
    beforeEach(async () => {
      await db().execute(sql`TRUNCATE accounts RESTART IDENTITY CASCADE`);
      const [row] = await db()
        .insert(accounts)
        .values({ email: 'alex@example.com', name: 'alex', role: 'recruiter', sessionStamp: 's' })
        .returning();
      accountId = row!.id;
    });
    afterAll(() => test.dispose());

    it('stores only the hash of a 32-byte token, and it works once', async () => {
      const token = await issueToken(accountId, 'invitation', db());
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await db().select().from(accountTokens);
      expect(row!.tokenHash).toBe(hashToken(token));
      expect(row!.tokenHash).not.toContain(token);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(72 * 3_600_000, -4);
      expect(await tokenUsable(token, 'invitation', db())).toBe(true);
      expect(await redeemToken(token, 'invitation', db())).toBe(accountId);
      expect(await redeemToken(token, 'invitation', db())).toBeNull();
      expect(await tokenUsable(token, 'invitation', db())).toBe(false);
    });

    it('refuses a forged token, one of another purpose, and an expired one', async () => {
      expect(await redeemToken('forged-token', 'reset', db())).toBeNull();
      const invitation = await issueToken(accountId, 'invitation', db());
      expect(await redeemToken(invitation, 'reset', db())).toBeNull();
      const reset = await issueToken(accountId, 'reset', db());
      const [row] = await db()
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.tokenHash, hashToken(reset)));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(3_600_000, -4);
      await db()
        .update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(accountTokens.tokenHash, hashToken(reset)));
      expect(await redeemToken(reset, 'reset', db())).toBeNull();
      // The invitation, refused as a reset, still works as what it is.
      expect(await redeemToken(invitation, 'invitation', db())).toBe(accountId);
    });

    it('voids the older unused links of the same purpose when a new one is issued', async () => {
      const first = await issueToken(accountId, 'reset', db());
      const invitation = await issueToken(accountId, 'invitation', db());
      const second = await issueToken(accountId, 'reset', db());
      expect(await redeemToken(first, 'reset', db())).toBeNull();
      expect(await redeemToken(second, 'reset', db())).toBe(accountId);
      expect(await redeemToken(invitation, 'invitation', db())).toBe(accountId);
    });

    it('lets one of two simultaneous redemptions win', async () => {
      const token = await issueToken(accountId, 'reset', db());
      const results = await Promise.all([
        redeemToken(token, 'reset', db()),
        redeemToken(token, 'reset', db()),
        redeemToken(token, 'reset', db()),
      ]);
      expect(results.filter((id) => id === accountId)).toHaveLength(1);
    });

    it('a new password voids the reset links asked for before it', async () => {
      await db().update(accounts).set({ passwordHash: 'old' }).where(eq(accounts.id, accountId));
      const reset = await issueToken(accountId, 'reset', db());
      expect(
        await changePassword(accountId, 'a new passphrase of some length', db()),
      ).not.toBeNull();
      expect(await tokenUsable(reset, 'reset', db())).toBe(false);
      const fromTeam = await issueToken(accountId, 'reset', db());
      await changeAccount(accountId, { passwordHash: 'set by an invitation' }, db());
      expect(await redeemToken(fromTeam, 'reset', db())).toBeNull();
    });

    it('disabling the account voids every unused link; a role change voids none', async () => {
      const reset = await issueToken(accountId, 'reset', db());
      const invitation = await issueToken(accountId, 'invitation', db());
      await changeAccount(accountId, { role: 'editor' }, db());
      expect(await tokenUsable(reset, 'reset', db())).toBe(true);
      await changeAccount(accountId, { disabledAt: new Date() }, db());
      await changeAccount(accountId, { disabledAt: null }, db());
      expect(await redeemToken(reset, 'reset', db())).toBeNull();
      expect(await redeemToken(invitation, 'invitation', db())).toBeNull();
    });

    it('goes with its account', async () => {
      const token = await issueToken(accountId, 'invitation', db());
      await db().delete(accounts).where(eq(accounts.id, accountId));
      expect(await redeemToken(token, 'invitation', db())).toBeNull();
    });
  });
}
