import 'server-only';
import { ROLE_LABELS } from '@/lib/domain/role';
import { invitationMail } from '@/lib/mail/account-mails';
import { writeWithMails } from '@/lib/mail/write-with-mails';
import { issueToken } from '@/lib/accounts/tokens';
import type { Db } from '@/lib/own-data/db/client';
import type { AccountRow } from '@/lib/own-data/db/schema';

/**
 * A new invitation link for the account and its mail, in one transaction (older links stop
 * working). `write` runs first in the same transaction: creating the account, for a new invite.
 */
export async function sendInvitation(
  db: Db,
  inviter: { name: string },
  write: (tx: Db) => Promise<AccountRow | null>,
): Promise<AccountRow | null> {
  const sent = await writeWithMails(
    db,
    async (tx) => {
      const account = await write(tx);
      if (!account) return null;
      return { account, token: await issueToken(account.id, 'invitation', tx) };
    },
    (written) =>
      written
        ? [
            invitationMail({
              to: written.account.email,
              inviter: inviter.name,
              roleLabel: ROLE_LABELS[written.account.role],
              link: `/admin/invitation/${written.token}`,
            }),
          ]
        : [],
  );
  return sent?.account ?? null;
}
