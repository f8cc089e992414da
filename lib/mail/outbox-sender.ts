import 'server-only';
import type { OutboxRow } from '@/lib/own-data/db/schema';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { env } from '@/lib/config/env';
import { startPoller, wakePoller } from '@/lib/own-data/queue/poller';
import { claimDueMails, markFailed, markSent } from './outbox';
import { textWithLink } from './text-with-link';
import { transportFor } from './transport';

const POLL_MS = 5_000;
const POLLER = 'outbox';

/** Thrown for a mail that can never be sent as written: given up at once. */
class Unsendable extends Error {
  responseCode = 550;
}

async function send(row: OutboxRow, smtpUrl: string, from: string): Promise<void> {
  const text = textWithLink(row, env().SITE_URL);
  if (text === null)
    throw new Unsendable('its link cannot be opened: AUTH_SECRET changed since it was written');
  await transportFor(smtpUrl).sendMail({
    from,
    to: row.to,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text,
    attachments:
      row.attachment && row.attachmentName
        ? [
            {
              filename: row.attachmentName,
              content: Buffer.from(row.attachment),
              contentType: row.attachmentType ?? undefined,
            },
          ]
        : undefined,
  });
}

/** Sends every due mail claimed by this instance (one pass of the outbox's poller). */
async function drain(): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) return;
  const db = await ownDatabase();
  for (const row of await claimDueMails(db)) {
    try {
      await send(row, SMTP_URL, MAIL_FROM);
      await markSent(db, row.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const code = (error as { responseCode?: number }).responseCode ?? 0;
      const permanent = code >= 500 && code < 600;
      console.error(
        `[outbox] mail ${row.id} ${permanent ? 'refused' : 'to be retried'}: ${reason}`,
      );
      await markFailed(db, row, reason, permanent);
    }
  }
}

/** Starts the background sender of this process (server start, when SMTP_URL is set). */
export function startOutboxSender(): void {
  startPoller(POLLER, POLL_MS, drain);
}

/** Asks the sender to look now, e.g. right after a mail was written. */
export function wakeOutboxSender(): void {
  wakePoller(POLLER);
}
