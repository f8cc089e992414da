import 'server-only';
import type { Db } from '@/lib/own-data/db/client';
import { inOneTransaction, transactionOf } from '@/lib/own-data/db/in-one-transaction';
import type { MailsFor } from '@/lib/domain/mail-draft';
import { enqueueMails } from './outbox';
import { wakeOutboxSender } from './outbox-sender';

/**
 * A write and the e-mails it causes, in one unit of work (inOneTransaction): both are stored or
 * neither, whether the write uses the transaction it is handed or the shared database (the
 * Backend's embedded adapter does). The outbox's sender is woken once they are committed
 * (before that it would find nothing), so no caller has to remember to.
 */
export async function writeWithMails<T>(
  db: Db,
  write: (tx: Db) => Promise<T>,
  mails: MailsFor<T>,
): Promise<T> {
  const written = await inOneTransaction(db, async () => {
    const tx = transactionOf(db)!;
    const value = await write(tx);
    await enqueueMails(tx, mails(value));
    return value;
  });
  wakeOutboxSender();
  return written;
}
