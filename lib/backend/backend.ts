// The one door to the firm's data, with two adapters: embedded (Drizzle) and upstream (the
// firm's REST API). The shapes it speaks are the domain's (lib/domain). Pure: types only.
import type { ContactInput } from '@/lib/domain/contact-input';
import type { Page } from '@/lib/domain/paging';
import type { ImageUpload, StoredImage } from '@/lib/domain/image';
import type { Job, JobInput } from '@/lib/domain/job';
import type {
  CreatedMessage,
  Message,
  MessageFilter,
  MessageFilterSupport,
  ReplyWrite,
} from '@/lib/domain/message';
import type { News, NewsWrite } from '@/lib/domain/news';
import type { Visitor } from '@/lib/domain/visitor';
import type { LeadSource } from '@/lib/domain/lead-source';

/**
 * The dashboard's figures as the Backend answers them. `complete` is false when they were counted
 * from a bounded read of a longer list (the upstream API has only paged lists): "at least".
 */
export type MessageFigures = {
  total: number;
  unreplied: number;
  /** Messages the admin has not opened (the read state: lib/own-data/read-state.ts). */
  unread: number;
  complete: boolean;
  /** The newest message without a reply. */
  latestUnreplied: { id: number; name: string | null; created_at: string } | null;
};
export type JobFigures = { total: number; open: number; complete: boolean };
/** Visits per London day (YYYY-MM-DD), oldest first, every day of the window listed. */
export type VisitFigures = {
  last7: number;
  last30: number;
  complete: boolean;
  days: { day: string; count: number }[];
};
/**
 * Where a read newest first (created_at DESC, id DESC) stopped: the last row's created_at as the
 * database holds it (to the microsecond, which the domain's ISO string and a Date round away, so a
 * rounded key could skip or repeat rows) and its id, which breaks ties.
 */
export type ListCursor = { at: string; id: number };
/** A row read by keyset, with the cursor that reads on after it. */
export type Keyed<T> = { item: T; cursor: ListCursor };

/** Which of `ids` the admin has opened: the read state, kept in the product's own database. */
export type ReadMessageIds = (ids: number[]) => Promise<ReadonlySet<number>>;

export interface Backend {
  readonly kind: 'embedded' | 'upstream';
  health(): Promise<void>;
  /** What listMessages can filter on; callers pass only those parts of a filter. */
  readonly messageFilters: MessageFilterSupport;
  listMessages(page: number, filter?: MessageFilter): Promise<Page<Message>>;
  /**
   * Stores an enquiry with where it came from (`source`) and answers what it stored. Its e-mails
   * are the caller's (lib/inbox/store-with-mails.ts): embedded, in the caller's transaction.
   */
  createMessage(input: ContactInput, source?: LeadSource | null): Promise<CreatedMessage>;
  removeMessage(id: number): Promise<void>;
  /**
   * Stores a reply and answers the message with its replies. Without `admin_user` the reply is
   * signed ADMIN_USER (the owner's name). Its e-mail is the caller's, as createMessage's.
   */
  replyToMessage(id: number, input: ReplyWrite): Promise<Message>;
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
  /**
   * Keyset reads for the CSV exports (issue 54): up to `limit` rows after `cursor` (from the
   * newest when null) in the lists' order, with no count and no OFFSET, so each batch costs the
   * same however deep. Only the embedded adapter has them: the firm's API has numbered pages only.
   */
  visitorsBefore?(cursor: ListCursor | null, limit: number): Promise<Keyed<Visitor>[]>;
  /** As listMessages filters and shapes them (replies attached). */
  messagesBefore?(
    cursor: ListCursor | null,
    limit: number,
    filter?: MessageFilter,
  ): Promise<Keyed<Message>[]>;
  recordVisit(input: { ip_address: string }): Promise<void>;
  /**
   * Every message counted: total, unreplied, unread, and the newest unreplied one. The embedded
   * adapter counts the read state in its own database (the same one); the upstream adapter asks
   * `readIds` about the messages it read.
   */
  messageFigures(readIds: ReadMessageIds): Promise<MessageFigures>;
  /** Jobs counted, open ones being those whose end date is `today` (London, YYYY-MM-DD) or later. */
  jobFigures(today: string): Promise<JobFigures>;
  /** Visits of the last 30 London days up to `now`'s, per day, and of the last 7. */
  visitFigures(now: Date): Promise<VisitFigures>;
}
