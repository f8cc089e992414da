// News not public yet: a draft, or a post scheduled for a time (issue 45). Pure.
import { z } from 'zod';
import { WALL_TIME_PATTERN } from './london-time';
import type { NewsWrite } from './news';

export const NEWS_DRAFT_STATES = ['draft', 'scheduled'] as const;

/** A draft as the back office's doors answer it; `image` is the admin door of its banner. */
export const newsDraftSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  image_alt: z.string(),
  state: z.enum(NEWS_DRAFT_STATES),
  /** When it goes out (an ISO instant); on a draft, the time last asked for, if any. */
  publish_at: z.string().nullable(),
  /** Why the last attempt to post it failed (the firm's API was down, say); null otherwise. */
  last_error: z.string().nullable(),
  updated_at: z.string(),
});
export type NewsDraft = z.infer<typeof newsDraftSchema>;

/** The button pressed: "Save draft" keeps it private; "Post News" posts it (now or when due). */
export const draftIntentSchema = z.enum(['draft', 'post']);
export type DraftIntent = z.infer<typeof draftIntentSchema>;

/** "Publish at": empty (now), or a London wall time as a datetime-local input sends it. */
export const publishAtFieldSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || WALL_TIME_PATTERN.test(value), {
    message: 'Enter a date and a time.',
  });

/** What the Post News answer says happened: posted now (with its news id) or waiting. */
export const draftOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('posted'), news_id: z.number().int() }),
  z.object({ status: z.literal('saved'), draft: newsDraftSchema }),
]);
export type DraftOutcome = z.infer<typeof draftOutcomeSchema>;

/** The news form with the button pressed and "Publish at" (null: left empty, post now). */
export type NewsDraftInput = { value: NewsWrite; intent: DraftIntent; publishAt: Date | null };
