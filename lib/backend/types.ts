// Shapes of every entity and input the app handles. Shared by route handlers, adapters and
// admin forms, so this file holds no server code. Types are inferred, never written twice.
import { z } from 'zod';
import type { MailDraft } from '@/lib/mail/draft';
import type { LeadSource } from '@/lib/own-data/leads/source-schema';

// The public forms' schemas live apart, written with zod/mini, as the browser runs them too.
export { idSchema } from '@/lib/forms/id';
export { contactInputSchema, type ContactInput } from '@/lib/forms/contact-input';
import type { ContactInput } from '@/lib/forms/contact-input';

export const PAGE_SIZE = 10;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A calendar day as the API and the forms exchange it. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date');

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

/** Which messages a list shows; "unread" is the back office's own read state (lib/own-data/inbox). */
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

export const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  image: z.string().nullable(),
  description: z.string(),
});
export type News = z.infer<typeof newsSchema>;

export const newsFieldsSchema = z.object({
  date: isoDateSchema,
  title: z.string().trim().min(1, 'Enter a title').max(200, 'Title is too long'),
  description: z.string().max(200_000, 'Description is too long'),
});
export type NewsFields = z.infer<typeof newsFieldsSchema>;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageUpload = {
  bytes: Uint8Array;
  contentType: (typeof IMAGE_TYPES)[number];
  filename: string;
};
/** News as written: the banner is required on create, optional on update (keeps the old one). */
export type NewsWrite = NewsFields & { image?: ImageUpload };

export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

const requiredHtml = (label: string) =>
  z
    .string()
    .max(200_000, `${label} is too long`)
    .refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
      `Enter the ${label.toLowerCase()}`,
    );

export const jobInputSchema = z.object({
  end_date: isoDateSchema,
  title: z.string().trim().min(1, 'Enter a title').max(200, 'Title is too long'),
  description: requiredHtml('Description'),
  requirements: requiredHtml('Requirements'),
});
export type JobInput = z.infer<typeof jobInputSchema>;

export const visitorSchema = z.object({
  created_at: z.string(),
  ip_address: z.string(),
});
export type Visitor = z.infer<typeof visitorSchema>;

/** A page of a list: next/previous are page numbers, null at either end. */
export type Page<T> = {
  results: T[];
  count: number;
  next: number | null;
  previous: number | null;
};

export type ImageBytes = { bytes: Uint8Array; contentType: string };
/** A stored banner; `version` is what its URL carries as ?v= (it changes when the banner does). */
export type StoredImage = ImageBytes & { version: string };

/**
 * The e-mails a write causes (lib/mail/compose.ts): written to the outbox with it, in the same
 * transaction where the data is local (embedded), right after it otherwise (upstream).
 */
export type MailsFor<T> = (written: T) => (MailDraft | null)[];
/** A new message; its id when the store told it (the firm's API may not). */
export type CreatedMessage = { id: number | null };

/** The one door to data. Two adapters: embedded (Drizzle) and upstream (the firm's REST API). */
export interface Backend {
  readonly kind: 'embedded' | 'upstream';
  health(): Promise<void>;
  /** What listMessages can filter on; callers pass only those parts of a filter. */
  readonly messageFilters: MessageFilterSupport;
  listMessages(page: number, filter?: MessageFilter): Promise<Page<Message>>;
  /**
   * Stores an enquiry with where it came from (`source`) and the e-mails it causes, and wakes
   * the outbox's sender once they are written.
   */
  createMessage(
    input: ContactInput,
    mails?: MailsFor<CreatedMessage>,
    source?: LeadSource | null,
  ): Promise<CreatedMessage>;
  removeMessage(id: number): Promise<void>;
  /** Stores a reply and the e-mail it causes, and wakes the outbox's sender once written. */
  /** Without `admin_user` the reply is signed ADMIN_USER (the owner's name). */
  replyToMessage(id: number, input: ReplyWrite, mails?: MailsFor<Message>): Promise<Message>;
  listNews(page: number): Promise<Page<News>>;
  getNews(id: number): Promise<News | null>;
  createNews(input: NewsWrite & { image: ImageUpload }): Promise<News>;
  updateNews(id: number, input: NewsWrite): Promise<News>;
  removeNews(id: number): Promise<void>;
  getNewsImage(id: number): Promise<StoredImage | null>;
  listJobs(page: number): Promise<Page<Job>>;
  getJob(id: number): Promise<Job | null>;
  createJob(input: JobInput): Promise<Job>;
  updateJob(id: number, input: JobInput): Promise<Job>;
  removeJob(id: number): Promise<void>;
  listVisitors(page: number): Promise<Page<Visitor>>;
  recordVisit(input: { ip_address: string }): Promise<void>;
}
