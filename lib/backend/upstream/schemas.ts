import 'server-only';
import { z } from 'zod';

// The existing API's answers as it sends them (docs/spec.md sections 3 and 7). Only the fields the
// product reads are named; zod drops the rest. Lenient where a Django serializer may vary
// (numbers for text, nulls, replies as ids or objects), strict where the product needs a value.

const id = z.number().int().positive();
// A blank value is no value: the screens show their fallback label ("Unknown sender", "Not
// provided") for an empty name or service as for a missing one, as the old product did.
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)))
  .transform((value) => (value.trim() === '' ? null : value));

export const rawReplySchema = z.object({
  id: id.optional(),
  created_at: z.string().nullish(),
  reply_text: z.string().nullish(),
  admin_user: text,
});

export const rawMessageSchema = z.object({
  id,
  created_at: z.string(),
  full_name: text,
  userEmail: text,
  user: text,
  phone_number: text,
  service_of_interest: text,
  description: text,
  // A serializer may nest reply objects or list their primary keys: either way non-empty
  // means replied.
  replies: z.array(z.union([id, rawReplySchema])).nullish(),
});
export type RawMessage = z.infer<typeof rawMessageSchema>;

export const rawNewsSchema = z.object({
  id,
  title: z.string(),
  date: z.string(),
  image: z.string().nullish(),
  description: z.string().nullish(),
});
export type RawNews = z.infer<typeof rawNewsSchema>;

export const rawJobSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullish(),
  requirements: z.string().nullish(),
  start_date: z.string(),
  end_date: z.string(),
});
export type RawJob = z.infer<typeof rawJobSchema>;

export const rawVisitorSchema = z.object({
  created_at: z.string(),
  ip_address: z.string(),
});
export type RawVisitor = z.infer<typeof rawVisitorSchema>;

/** Django REST Framework's page: next/previous are absolute URLs or null. */
export const drfPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type DrfPage<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};
