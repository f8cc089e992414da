import 'server-only';
import { unseal } from '@/lib/config/seal';
import type { OutboxRow } from '@/lib/own-data/db/schema';
import { LINK_LINE } from '@/lib/domain/mail-draft';

/**
 * The text to send: an account mail's placeholder line becomes its link on `siteUrl` (the
 * running server's address, not the one the mail was written under). Null when the sealed link
 * cannot be opened (AUTH_SECRET changed since): such a mail is given up, never sent without it.
 */
export function textWithLink(row: Pick<OutboxRow, 'text' | 'link'>, siteUrl: string) {
  if (!row.link) return row.text;
  const path = unseal(row.link, 'mail-link');
  if (path === null) return null;
  return row.text
    .split('\n')
    .map((line) => (line === LINK_LINE ? `${siteUrl}${path}` : line))
    .join('\n');
}
