// Shapes of the back office's own answers (/api/admin/**), read by the admin screens. Pure:
// shared by route handlers and the browser so that no type is written twice.
import { z } from 'zod';
import { messageSchema } from '@/lib/domain/message';

export const mailOutcomeSchema = z.enum(['queued', 'skipped']);
export type MailOutcome = z.infer<typeof mailOutcomeSchema>;

export const replyResultSchema = z.object({ message: messageSchema, mail: mailOutcomeSchema });
export type ReplyResult = z.infer<typeof replyResultSchema>;
