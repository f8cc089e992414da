import { z } from 'zod';
import { PAGE_KINDS } from './page-kinds.generated';
import { WALL_TIME_PATTERN } from './london-time';

// The life of a page's copy: a draft saved apart from what is public, published versions kept
// in order, and a revision number that tells a save made on an old copy from a save made on the
// current one. Pure.

/**
 * What a page is made of, and so which editor it gets: one kind per folder of page-kinds/, listed
 * by `npm run registries`. The server's record of where each kind's copy is kept
 * (lib/pages/editable-pages.ts) is over it, so the compiler names a kind it misses.
 */
export const pageKindSchema = z.enum(PAGE_KINDS);
export type PageKind = z.infer<typeof pageKindSchema>;

/** The name history gives the copy the site shipped with, its first version. */
export const ORIGINAL_COPY_AUTHOR = 'The site’s original copy';

/** A service's or own page's status: public, out of public view, or added and never published. */
export const serviceStatusSchema = z.enum(['live', 'unpublished', 'draft']);

/** What the editor sends: the copy, and the revision it was loaded at. */
export const pageSaveInputSchema = z.object({
  revision: z.number().int().min(0),
  content: z.unknown(),
});
export type PageSaveInput = z.infer<typeof pageSaveInputSchema>;

/**
 * "Publish" with "Publish at": the copy, the revision, and when it goes out, a London wall time
 * as a datetime-local input sends it ('2026-12-01T09:30', seconds optional).
 */
export const pageScheduleInputSchema = pageSaveInputSchema.extend({
  publishAt: z.string().trim().regex(WALL_TIME_PATTERN, 'Enter a date and a time.'),
});
export type PageScheduleInput = z.infer<typeof pageScheduleInputSchema>;

/** A version waiting for its time: when (an ISO instant), who scheduled it, why it is late. */
export const pageScheduleSchema = z.object({
  at: z.string(),
  by: z.string(),
  error: z.string().nullable(),
});

/** Restore: which version to publish again, and the revision the editor was loaded at. */
export const pageRestoreInputSchema = z.object({
  version: z.number().int().min(1),
  revision: z.number().int().min(0),
});

/** Who last saved the page, as the editor names them. */
export const pageSaveMarkSchema = z.object({ by: z.string(), at: z.string() });

/** A page as its editor opens it (the copy: the draft if there is one, else what is public). */
export const pageEditorStateSchema = z.object({
  key: z.string(),
  kind: pageKindSchema,
  title: z.string(),
  path: z.string(),
  revision: z.number().int(),
  hasDraft: z.boolean(),
  saved: pageSaveMarkSchema.nullable(),
  content: z.unknown(),
  scheduled: pageScheduleSchema.nullable(),
  status: serviceStatusSchema.optional(),
});
export type PageEditorState = z.infer<typeof pageEditorStateSchema>;

/** One published version, in the page's history. */
export const pageVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  current: z.boolean(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

/** A row of the Pages screen. */
export const pageRowSchema = z.object({
  key: z.string(),
  kind: pageKindSchema,
  title: z.string(),
  path: z.string(),
  hasDraft: z.boolean(),
  publishedAt: z.string().nullable(),
  /** When its scheduled version goes out (an ISO instant), if it has one. */
  scheduledAt: z.string().nullable(),
  status: serviceStatusSchema.optional(),
});
export type PageRow = z.infer<typeof pageRowSchema>;

/** Said when someone saved the page after this editor loaded it. */
export const staleSaveMessage = (by: string, at: string) =>
  `${by} saved this page at ${at}, after you opened it. Reload to see their changes, then make yours again.`;
