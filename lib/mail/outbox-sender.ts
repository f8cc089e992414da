import 'server-only';
import type { OutboxRow } from '@/lib/own-data/db/schema';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { env } from '@/lib/config/env';
import { claimDueMails, markFailed, markSent } from './outbox';
import { textWithLink } from './text-with-link';
import { transportFor } from './transport';

const POLL_MS = 5_000;

// Route handlers and the instrumentation hook are separate bundles: the sender's state and its
// "send now" trigger live on globalThis, so a handler can wake the one sender of the process.
const holder = globalThis as unknown as { __outboxSender?: { running: boolean; again: boolean } };

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

/** Sends every due mail; one pass at a time per process, another pass if woken meanwhile. */
async function drain(): Promise<void> {
  const state = holder.__outboxSender;
  const { SMTP_URL, MAIL_FROM } = env();
  if (!state || !SMTP_URL) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    const db = await ownDatabase();
    do {
      state.again = false;
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
    } while (state.again);
  } catch (error) {
    console.error('[outbox]', error instanceof Error ? error.message : error);
  } finally {
    state.running = false;
  }
}

/** Starts the background sender of this process (server start, when SMTP_URL is set). */
export function startOutboxSender(): void {
  if (holder.__outboxSender) return;
  holder.__outboxSender = { running: false, again: false };
  void drain();
  setInterval(() => void drain(), POLL_MS).unref();
}

/** Asks the sender to look now, e.g. right after a mail was written. */
export function wakeOutboxSender(): void {
  void drain();
}
