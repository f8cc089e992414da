import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '@/lib/own-data/db/schema';
import { freshDatabase, type DatabaseKind } from '@/test/databases';
import { invitationMail, resetMail } from './account-mails';
import { claimDueMails, enqueueMails, markFailed, markSent } from './outbox';
import { textWithLink } from './text-with-link';

process.env.AUTH_SECRET = 'mail-link-test-secret-of-at-least-32-characters';

const TOKEN = 'q5v0LQ3b1fE0aXr9yF2Jm3Kp8s6TtUuVvWwXxYyZz01';
const SITE = 'https://www.example.co.uk';

for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
  describe(`account mails in the outbox on ${kind}`, () => {
    it('keep no usable link: the text holds a placeholder, the link is sealed until sent', async () => {
      const test = await freshDatabase(kind);
      const { db } = test.database;
      await db.execute(sql`TRUNCATE outbox RESTART IDENTITY`);
      try {
        await enqueueMails(db, [
          resetMail({ to: 'sam@example.com', link: `/admin/reset-password/${TOKEN}` }),
          invitationMail({
            to: 'kim@example.com',
            inviter: 'Alex',
            roleLabel: 'Editor',
            link: `/admin/invitation/${TOKEN}x`,
          }),
        ]);
        // Everything stored, read back as a backup or an export would read it.
        const stored = JSON.stringify(await db.select().from(outbox));
        expect(stored).not.toContain(TOKEN);

        const [reset, invitation] = await claimDueMails(db, 10);
        expect(textWithLink(reset!, SITE)).toContain(`\n${SITE}/admin/reset-password/${TOKEN}\n`);
        expect(textWithLink(invitation!, SITE)).toContain(`${SITE}/admin/invitation/${TOKEN}x`);

        // Once sent (or given up), not even the sealed link is left.
        await markSent(db, reset!.id);
        await db.update(outbox).set({ createdAt: sql`now() - interval '25 hours'` });
        await markFailed(db, invitation!, 'Connection refused');
        const rows = await db.select({ link: outbox.link }).from(outbox);
        expect(rows).toEqual([{ link: null }, { link: null }]);
      } finally {
        await test.dispose();
      }
    });
  });
}

describe('a sealed link under another AUTH_SECRET', () => {
  it('is never sent with a placeholder in its place', () => {
    const draft = resetMail({ to: 'sam@example.com', link: `/admin/reset-password/${TOKEN}` });
    const foreign = {
      text: draft.text,
      link: 'sealed.v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    };
    expect(textWithLink(foreign, SITE)).toBeNull();
    expect(textWithLink({ text: 'Plain', link: null }, SITE)).toBe('Plain');
  });
});
