import 'server-only';
import type { Backend } from '@/lib/backend/backend';
import { BackendError } from '@/lib/domain/backend-error';
import type { MailsFor } from '@/lib/domain/mail-draft';
import { enqueueMails } from '@/lib/mail/outbox';
import { wakeOutboxSender } from '@/lib/mail/outbox-sender';
import { writeWithMails } from '@/lib/mail/write-with-mails';
import { ownDatabase } from '@/lib/own-data/db/own-database';

/** As the embedded adapter answers a database failure: 503, never a stack trace. */
function unavailable(error: unknown): never {
  if (error instanceof BackendError) throw error;
  console.error('[outbox]', error);
  throw new BackendError('unavailable', 'The database is unavailable');
}

/**
 * A write of the firm's data through the Backend and the e-mails it causes
 * (lib/mail/lead-mails.ts), queued in our own outbox (an SMTP outage delays them, never loses
 * them).
 * - Embedded, the firm's data is in our own database: writeWithMails holds the write and the
 *   outbox rows in one transaction, so neither is stored without the other.
 * - Upstream, the firm's API stores the write and shares no transaction with us (nor should our
 *   one embedded connection be held across its call): the mails are queued once it has accepted.
 */
export async function storeWithMails<T>(
  backend: Pick<Backend, 'kind'>,
  write: () => Promise<T>,
  mails: MailsFor<T> | undefined,
): Promise<T> {
  // No e-mails (no SMTP_URL): nothing to queue or wake, and upstream our database is not opened.
  if (!mails) return write();
  if (backend.kind === 'embedded')
    return writeWithMails(await ownDatabase(), () => write(), mails).catch(unavailable);
  const written = await write();
  // Opened after the write: our database failing to open fails nothing before the API.
  await enqueueMails(await ownDatabase(), mails(written));
  wakeOutboxSender();
  return written;
}
