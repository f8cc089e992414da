// An enquiry sent through the contact form, its replies and the inbox's filter. Pure.
import { z } from 'zod';
import { pageQuerySchema } from './paging';

export const replySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  reply_text: z.string(),
  admin_user: z.string(),
});
export type Reply = z.infer<typeof replySchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  full_name: z.string().nullable(),
  userEmail: z.string().nullable(),
  user: z.string().nullable(),
  phone_number: z.string().nullable(),
  service_of_interest: z.string().nullable(),
  description: z.string().nullable(),
  replies: z.array(replySchema),
});
export type Message = z.infer<typeof messageSchema>;
/** A new message; its id when the store told it (the firm's API may not). */
export type CreatedMessage = { id: number | null };

/** Which messages a list shows; "unread" is the back office's own read state (lib/inbox). */
export const MESSAGE_STATUSES = ['all', 'unread', 'unreplied', 'replied'] as const;
/** An empty text field of the filter form means no filter. */
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .transform((value) => value || undefined)
    .optional();
export const messageFilterSchema = z.object({
  status: z.enum(MESSAGE_STATUSES).default('all'),
  service: filterText(160),
  q: filterText(200),
});
export type MessageFilter = z.infer<typeof messageFilterSchema>;
/** The query of the messages list door: ?page=&status=&service=&q=. */
export const messageListQuerySchema = pageQuerySchema.extend(messageFilterSchema.shape);
/** The parts of a MessageFilter an adapter can serve (the firm's API serves none). */
export const messageFilterSupportSchema = z.object({
  status: z.boolean(),
  service: z.boolean(),
  search: z.boolean(),
});
export type MessageFilterSupport = z.infer<typeof messageFilterSupportSchema>;

export const replyInputSchema = z.object({
  reply_text: z.string().max(10_000, 'Reply is too long (10000 characters at most)'),
});
export type ReplyInput = z.infer<typeof replyInputSchema>;
/** A reply as a door writes it: with its author's name (`admin_user`), the signed-in person's. */
export type ReplyWrite = ReplyInput & { admin_user?: string };
