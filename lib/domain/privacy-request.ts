// What a privacy request counts and records (the database keeps these): lib/privacy/schema.ts
// builds the screens' shapes on them. Pure.
import { z } from 'zod';

/** What a request counts, by kind. */
export const PERSONAL_DATA_KINDS = [
  'messages',
  'replies',
  'applications',
  'lead_sources',
  'emails',
] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];
export const countsSchema = z.object(
  Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, z.number().int().min(0)])) as Record<
    PersonalDataKind,
    z.ZodNumber
  >,
);
export type Counts = z.infer<typeof countsSchema>;

/** Something an erasure could not remove (the firm's API refused or was down), and why. */
export const remainingSchema = z.object({
  kind: z.enum(['message', 'messages_unread']),
  /** The message's id at the firm's API; none when the list itself could not be read. */
  id: z.number().int().nullable(),
  reason: z.string(),
});
export type Remaining = z.infer<typeof remainingSchema>;

export const REQUEST_KINDS = ['export', 'erase'] as const;
