// What every failing door answers: { error, fields? }; the browser reads it with this schema
// (lib/http/respond.ts writes it). Pure.
import { z } from 'zod';

/** Every failure of an admin door: { error, fields? }. */
export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
