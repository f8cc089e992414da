// Shapes of the activity log as the back office reads it: the door, the screen and the CSV all
// take them from here. Pure: no server code.
import { z } from 'zod';
import { pageSchema } from '@/lib/domain/paging';
import { idSchema } from '@/lib/domain/id';
import { pageQuerySchema } from '@/lib/domain/paging';
import { activityKindSchema } from './kinds';

/** ?page=&person=&kind= of the screen and its doors; the export ignores the page. */
export const activityQuerySchema = pageQuerySchema.extend({
  person: z.optional(idSchema),
  kind: activityKindSchema.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The account, or null for a failed sign-in with an address that has none. */
  account_id: z.number().int().nullable(),
  actor_name: z.string(),
  actor_email: z.string(),
  kind: activityKindSchema,
  summary: z.string(),
  item_id: z.string().nullable(),
  item_title: z.string().nullable(),
  success: z.boolean(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** People who appear in the log, for the screen's filter. */
export const activityPersonSchema = z.object({ id: z.number().int(), name: z.string() });

export const activityPageSchema = pageSchema(activityEntrySchema).extend({
  people: z.array(activityPersonSchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
