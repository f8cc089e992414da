// Shapes of a privacy request (finding, exporting and erasing one person's data): the doors,
// the stores and the back office's screen read them from here. Pure: no server code.
import { z } from 'zod';
import { addressSchema } from '@/lib/domain/email-address';
import { leadSourceSchema } from '@/lib/domain/lead-source';
import { MAIL_KINDS } from '@/lib/domain/mail-draft';
import {
  countsSchema,
  PERSONAL_DATA_KINDS,
  remainingSchema,
  REQUEST_KINDS,
  type PersonalDataKind,
} from '@/lib/domain/privacy-request';

export const findInputSchema = z.object({ email: addressSchema });

// The address typed a second time, as GitHub and the cloud consoles have a repository's or a
// database's name typed before it is deleted: a fixed word like ERASE is typed from habit, the
// address makes the admin read whose data goes, and it must match the one searched for.
export const eraseInputSchema = z
  .object({ email: addressSchema, confirmation: z.string().trim().toLowerCase().max(254) })
  .refine((input) => input.confirmation === input.email, {
    path: ['confirmation'],
    message: 'Type the same e-mail address again to confirm the erasure',
  });
export type EraseInput = z.infer<typeof eraseInputSchema>;

/** One item found, with no more of it than the admin needs to recognise it. */
const foundItem = z.object({
  id: z.number().int(),
  date: z.string(),
  label: z.string(),
});
export type FoundItem = z.infer<typeof foundItem>;

export const findingSchema = z.object({
  email: z.string(),
  /** embedded: every message is in our database; upstream: paged through the firm's API. */
  mode: z.enum(['embedded', 'upstream']),
  /** False when the firm's message list could not be read to its end. */
  messagesComplete: z.boolean(),
  groups: z.object(
    Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, z.array(foundItem)])) as Record<
      PersonalDataKind,
      z.ZodArray<typeof foundItem>
    >,
  ),
});
export type Finding = z.infer<typeof findingSchema>;

/** A past request as the screen lists it: never the address, only its hash's first characters. */
export const privacyRequestSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  kind: z.enum(REQUEST_KINDS),
  hash_prefix: z.string(),
  counts: countsSchema,
  remaining: z.array(remainingSchema),
  outcome: z.enum(['complete', 'partial']),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const eraseResultSchema = z.object({ request: privacyRequestSchema });
export const privacyRequestsSchema = z.object({ results: z.array(privacyRequestSchema) });

// What an export's JSON holds besides the messages and applications, whose shapes are the
// back office's own (lib/domain, lib/domain/application.ts).

/** Where an enquiry or application came from (lib/own-data/leads), with what it belongs to. */
export const leadSourceRecordSchema = leadSourceSchema.extend({
  kind: z.enum(['message', 'application']),
  ref_id: z.number().int(),
  created_at: z.string(),
});
export type LeadSourceRecord = z.infer<typeof leadSourceRecordSchema>;

/** An e-mail of the outbox sent to the person, or about them (its Reply-To is theirs). */
export const emailRecordSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  attachment_name: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed']),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;
