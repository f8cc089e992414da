import 'server-only';
import { notFound } from '@/lib/domain/backend-error';
import { z } from 'zod';
import type { ContactInput } from '@/lib/domain/contact-input';
import type { CreatedMessage, Message, ReplyWrite } from '@/lib/domain/message';
import type { Page } from '@/lib/domain/paging';
import { expectOk, parseAnswer, type UpstreamClient } from './client';
import { ownUrl } from './links';
import { readPage } from './paging';
import { reshapeMessage } from './reshape';
import { drfPageSchema, rawMessageSchema, rawReplySchema, type RawMessage } from './schemas';

const MESSAGES = '/api/messages/update/messages/';
const REPLIES = '/api/messages/update/replies/';
// The API has no single-message read (docs/spec.md section 7), so a reply finds its message by
// walking the list; this bounds the walk.
const MAX_SCANNED_PAGES = 200;
const messagePage = drfPageSchema(rawMessageSchema);

export function listMessages(client: UpstreamClient, page: number): Promise<Page<Message>> {
  return readPage(client, page, {
    path: MESSAGES,
    item: rawMessageSchema,
    reshape: reshapeMessage,
    what: 'Message',
  });
}

/** DRF answers a create with the stored object; its id is kept when it is there. */
const createdSchema = z.object({ id: z.number().int() });

export async function createMessage(
  client: UpstreamClient,
  input: ContactInput,
): Promise<CreatedMessage> {
  const { full_name, userEmail, phone_number, service_of_interest, description } = input;
  const body = { full_name, userEmail, phone_number, service_of_interest, description };
  const answer = expectOk(
    await client.send('POST', client.url(MESSAGES), { json: body }),
    'Message',
  );
  const created = createdSchema.safeParse(answer);
  return { id: created.success ? created.data.id : null };
}

export async function removeMessage(client: UpstreamClient, id: number): Promise<void> {
  expectOk(await client.send('DELETE', client.url(`${MESSAGES}${id}/`)), 'Message');
}

async function findOnPage(client: UpstreamClient, pageUrl: string, id: number) {
  const page = parseAnswer(messagePage, expectOk(await client.send('GET', pageUrl), 'Message'));
  return { message: page.results.find((item) => item.id === id), next: page.next };
}

/** Walks the list from page 1, following `next` only while it stays on the API's origin. */
async function findMessage(client: UpstreamClient, id: number) {
  const seen = new Set<string>();
  let pageUrl: string | null = client.url(MESSAGES);
  while (pageUrl && !seen.has(pageUrl) && seen.size < MAX_SCANNED_PAGES) {
    seen.add(pageUrl);
    const { message, next } = await findOnPage(client, pageUrl, id);
    if (message) return { message, pageUrl };
    pageUrl = next ? (ownUrl(next, client.config.baseUrl)?.href ?? null) : null;
  }
  return null;
}

export async function replyToMessage(
  client: UpstreamClient,
  id: number,
  input: ReplyWrite,
): Promise<Message> {
  const found = await findMessage(client, id);
  if (!found) throw notFound('Message');
  const { message, pageUrl } = found;
  const adminUser = input.admin_user ?? client.config.adminUser;
  const posted = await client.send('POST', client.url(REPLIES), {
    json: {
      user: message.user ?? message.full_name ?? '',
      userEmail: message.userEmail ?? '',
      message: id,
      reply_text: input.reply_text,
      admin_user: adminUser,
    },
  });
  expectOk(posted, 'Message');

  // Re-read the page so the answer shows the reply as the API stored it.
  const before = message.replies?.length ?? 0;
  const reread: RawMessage | undefined = await findOnPage(client, pageUrl, id).then(
    (result) => result.message,
    () => undefined,
  );
  if (reread && (reread.replies?.length ?? 0) > before) return reshapeMessage(reread);
  const reply = rawReplySchema.safeParse(posted.data);
  const stored = reply.success ? reply.data : { id: undefined, created_at: undefined };
  const withReply = reshapeMessage(message);
  withReply.replies.push({
    id: stored.id ?? withReply.replies.length + 1,
    created_at: stored.created_at ?? new Date().toISOString(),
    reply_text: input.reply_text,
    admin_user: adminUser,
  });
  return withReply;
}
