// The media library (/admin/media): every picture uploaded into rich text, what it shows, and
// where it is used. Pure: the screen, the editor's picker and the doors share these shapes.
import { z } from 'zod';
import { pageSchema } from './paging';

export const MEDIA_PAGE_SIZE = 12;

/** One place a picture appears: a news item, a job, or a site page (its published copy or draft). */
export const mediaUseSchema = z.object({
  kind: z.enum(['news', 'job', 'page']),
  id: z.string(),
  title: z.string(),
  /** A page's draft, not (or not yet) its published copy. */
  draft: z.boolean(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  src: z.string(),
  /** null: never described; '': decorative. */
  description: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** Absent when the list was asked without them (the editor's picker). */
  uses: z.array(mediaUseSchema).optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = pageSchema(mediaItemSchema).extend({
  /** What could not be read for the uses ("news", "jobs"): the screen says so. */
  unreadable: z.array(z.string()),
});
export type MediaList = z.infer<typeof mediaListSchema>;

/** `?uses=no`: the editor's picker, which needs no reads of where pictures are used. */
export const mediaListQuerySchema = z.object({
  uses: z.enum(['yes', 'no'], { error: 'uses must be yes or no' }).default('yes'),
});

export const mediaDescriptionInputSchema = z.object({
  description: z.string().trim().max(300, 'Image description is too long'),
  /** Also rewrite the alt text wherever the picture appears. */
  everywhere: z.boolean().default(false),
});
export type MediaDescriptionInput = z.infer<typeof mediaDescriptionInputSchema>;

export const mediaDescriptionResultSchema = z.object({
  item: mediaItemSchema,
  /** How many places had their alt text rewritten (0 unless asked for everywhere). */
  changed: z.number().int(),
  /** How many of those were pages, given a new draft rather than published. */
  drafts: z.number().int(),
  /** Places that could not be rewritten, named ("News: Office opening"). */
  failed: z.array(z.string()),
});
export type MediaDescriptionResult = z.infer<typeof mediaDescriptionResultSchema>;

export const UNKNOWN_MEDIA = 'This picture is not in the media library.';

const USE_KINDS: Record<MediaUse['kind'], string> = { news: 'News', job: 'Job', page: 'Page' };

/** "News: Office opening", "Page: Privacy policy (draft)". */
export const placeLabel = (use: MediaUse) =>
  `${USE_KINDS[use.kind]}: ${use.title}${use.draft ? ' (draft)' : ''}`;

/** Why a picture in use cannot be removed, naming where it is used. */
export const inUseMessage = (uses: MediaUse[]) =>
  `This picture is used in ${uses.map(placeLabel).join(', ')}. Take it out there first.`;

/** The file's name on this site ("{id}.png"): how a picture without a description is named. */
export const mediaFileName = (item: Pick<MediaItem, 'src'>) => item.src.split('/').at(-1) ?? '';

/** What names the picture on buttons and headings: its description, else its file. */
export const mediaName = (item: Pick<MediaItem, 'src' | 'description'>) =>
  item.description ||
  `${mediaFileName(item)}${item.description === '' ? ' (decorative)' : ' (no description)'}`;
