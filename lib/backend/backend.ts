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
import type { MailsFor } from '@/lib/domain/mail-draft';
import type { LeadSource } from '@/lib/domain/lead-source';

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
