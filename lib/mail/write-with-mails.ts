import 'server-only';
import type { Db } from '@/lib/own-data/db/client';
import type { MailDraft } from '@/lib/domain/mail-draft';
import { enqueueMails } from './outbox';
import { wakeOutboxSender } from './outbox-sender';

/**
 * A write and the e-mails it causes, in one transaction: both are stored or neither. The
 * outbox's sender is woken once they are committed (before that it would find nothing), so no
 * caller has to remember to.
 */
export async function writeWithMails<T>(
  db: Db,
  write: (tx: Db) => Promise<T>,
  mails: (written: T) => (MailDraft | null)[],
): Promise<T> {
  const written = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const value = await write(tx);
    await enqueueMails(tx, mails(value));
    return value;
  });
  wakeOutboxSender();
  return written;
}
