// Tables of docs/spec.md section 3. Row types are derived from here, never written by hand.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@/lib/domain/application';
import { IMAGE_TYPES } from '@/lib/domain/image';
import { REQUEST_KINDS, type Counts, type Remaining } from '@/lib/domain/privacy-request';
import { ROLES } from '@/lib/domain/role';
import { ACTIVITY_KINDS } from '@/lib/own-data/activity/kinds';
import { MAIL_KINDS } from '@/lib/domain/mail-draft';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A message's searchable fields as one text: what its trigram index holds. A query written with
 * this same expression can use the index (lib/backend/embedded/message-filters.ts).
 */
export const messageSearchText = (columns: {
  fullName: AnyPgColumn;
  userEmail: AnyPgColumn;
  phoneNumber: AnyPgColumn;
  description: AnyPgColumn;
}) =>
  sql`coalesce(${columns.fullName}, '') || ' ' || coalesce(${columns.userEmail}, '') || ' ' || coalesce(${columns.phoneNumber}, '') || ' ' || coalesce(${columns.description}, '')`;

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fullName: text('full_name'),
    userEmail: text('user_email'),
    user: text('user'),
    phoneNumber: text('phone_number'),
    serviceOfInterest: text('service_of_interest'),
    description: text('description'),
    /**
     * Whether a reply, and a row of message_reads, exist for the message: kept by triggers on
     * replies, message_reads and messages (drizzle/0017_counts_kept_on_write.sql), so the
     * dashboard counts the few unreplied and unread through partial indexes instead of a year.
     */
    replied: boolean('replied').notNull().default(false),
    read: boolean('read').notNull().default(false),
  },
  (table) => [
    index('messages_created_at_idx').on(table.createdAt),
    index('messages_unreplied_idx')
      .on(table.id)
      .where(sql`NOT ${table.replied}`),
    index('messages_unread_idx')
      .on(table.id)
      .where(sql`NOT ${table.read}`),
    // The messages search (ILIKE '%q%' on any of these fields, lib/backend/embedded/message-filters.ts)
    // through one trigram index over them all (pg_trgm, created by the migration that adds it).
    index('messages_search_trgm_idx').using('gin', sql`(${messageSearchText(table)}) gin_trgm_ops`),
  ],
);

export const replies = pgTable(
  'replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    user: text('user'),
    userEmail: text('user_email'),
    replyText: text('reply_text').notNull(),
    adminUser: text('admin_user').notNull(),
  },
  (table) => [index('replies_message_id_idx').on(table.messageId)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    image: bytea('image'),
    imageType: text('image_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_date_idx').on(table.date, table.id)],
);

/**
 * Each news banner's description (its alt text), keyed by the news item's id: the product's own
 * data in both modes, since the firm's API has no such field (lib/backend/image-alts.ts).
 */
export const newsImageAlts = pgTable('news_image_alts', {
  newsId: integer('news_id').primaryKey(),
  alt: text('alt').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * News not public yet: drafts (`publish_at` null or not asked for) and posts scheduled for
 * `publish_at`. The product's own data in both modes (the firm's API knows only published news):
 * when due, the publisher (lib/news) claims a row, posts it through the Backend and
 * deletes it; a failed post is retried like the outbox's mail (`next_attempt_at`).
 */
export const newsDrafts = pgTable(
  'news_drafts',
  {
    // Far above any news id (the database's or the firm's API's): an address built from a
    // draft's id never names a published article, so it answers 404 until the draft is posted.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000_001 }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    image: bytea('image'),
    imageType: text('image_type'),
    imageName: text('image_name'),
    imageAlt: text('image_alt').notNull().default(''),
    /** 'draft' or 'scheduled': only a scheduled row is ever published by the worker. */
    state: text('state').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Who saved it last: the activity log names them when the post goes out. */
    accountId: integer('account_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_drafts_due_idx').on(table.state, table.publishAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    startDate: date('start_date', { mode: 'string' })
      .notNull()
      .default(sql`CURRENT_DATE`),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_end_date_idx').on(table.endDate)],
);

export const visitors = pgTable(
  'visitors',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
  },
  (table) => [index('visitors_created_at_idx').on(table.createdAt)],
);

/**
 * The rows of the longest tables (messages, visitors), kept by triggers on every insert, delete
 * and truncate (drizzle/0017_counts_kept_on_write.sql): a list's count without reading a year.
 * Derived: left out of backups, and right again after a restore, whose inserts fire the triggers.
 */
export const rowCounts = pgTable('row_counts', {
  name: text('name').primaryKey(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
});

/** Fixed-window counters shared by every instance (contact form, login attempts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Cache tags expired through any instance (PostgreSQL mode): the cache handler of every other
 * instance reads the rows newer than the last version it saw before it answers from its cache
 * (lib/freshness/page-cache-handler.cjs). Times are epoch milliseconds.
 */
export const cacheTags = pgTable('cache_tags', {
  tag: text('tag').primaryKey(),
  stale: bigint('stale', { mode: 'number' }),
  expired: bigint('expired', { mode: 'number' }),
  version: bigserial('version', { mode: 'number' }).notNull(),
});

/**
 * Sessions ended by a logout before their JWT expires: a replayed token is refused until then
 * (rows past `expires_at` are deleted by the retention job, lib/own-data/retention.ts).
 */
export const revokedSessions = pgTable('revoked_sessions', {
  sid: text('sid').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Job applications with their CVs: the product's own data (the firm's API has none), kept in
 * every mode and deleted after APPLICATION_RETENTION_DAYS (lib/own-data/retention.ts). The job's title is
 * copied in, so an application still reads right after its job is edited or removed.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    jobId: integer('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    fullName: text('full_name').notNull(),
    userEmail: text('user_email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    coverLetter: text('cover_letter').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    cv: bytea('cv').notNull(),
    cvType: text('cv_type').notNull(),
    cvName: text('cv_name').notNull(),
  },
  (table) => [
    index('applications_created_at_idx').on(table.createdAt),
    index('applications_job_id_idx').on(table.jobId),
  ],
);

/**
 * Every e-mail the product sends (notifications, acknowledgements, replies), written here first,
 * in the same transaction as what caused it where that is local, then sent by the background
 * sender (lib/mail/outbox-sender.ts): retried with backoff for 24 h, claimed by one instance at a
 * time. An attachment (an application's CV) is copied in, so the mail survives its source.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /**
     * An account mail's link (a path on this site), sealed with AUTH_SECRET (lib/config/seal.ts);
     * `text` holds a placeholder line instead, filled in only as the mail is handed to SMTP, and
     * this column is cleared then (or when the mail is given up): no usable link is ever stored.
     */
    link: text('link'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: bytea('attachment'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the mail was given up on (24 h of failures). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('outbox_next_attempt_idx').on(table.nextAttemptAt)],
);

/**
 * Messages the admin has opened. Keyed by the message's id in whichever Backend holds it (the
 * firm's API has no read state), so no foreign key.
 */
export const messageReads = pgTable('message_reads', {
  messageId: integer('message_id').primaryKey(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a lead came from (landing page, referrer, utm_*), kept only with analytics consent, for
 * an enquiry (by its message id) or an application (by its id).
 */
export const leadSources = pgTable(
  'lead_sources',
  {
    kind: text('kind', { enum: ['message', 'application'] }).notNull(),
    refId: integer('ref_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    landingPage: text('landing_page'),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.refId] }),
    index('lead_sources_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Images put into news and job text in the editor: the product's own data in every mode (the
 * firm's API has no call for them), served from /media/uploads/{id}.{ext}. The id is random, so
 * an image is not found before its text is published.
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  contentType: text('content_type', { enum: IMAGE_TYPES }).notNull(),
  bytes: bytea('bytes').notNull(),
  // The media library's: what the picture shows (null: never described; '': decorative), its
  // pixels and who added it (copied in, so it reads right after their account is removed).
  description: text('description'),
  width: integer('width'),
  height: integer('height'),
  createdBy: text('created_by'),
});

/**
 * Where each uploaded picture is used: one row per place (a news item or draft, a job, a site
 * page's draft or published copy) and picture its text shows, written beside the text
 * (lib/own-data/media/media-uses-store.ts), so the media library reads the uses of its page of
 * pictures with one indexed query instead of every text. Derived: left out of backups and built
 * again from the texts (lib/own-data/media/rebuild-own-uses.ts, lib/media-library/refresh-uses.ts).
 */
export const mediaUses = pgTable(
  'media_uses',
  {
    mediaId: text('media_id').notNull(),
    /** 'news', 'job' or 'page' (lib/domain/media-library.ts). */
    kind: text('kind', { enum: ['news', 'job', 'page'] }).notNull(),
    placeId: text('place_id').notNull(),
    /** A news draft or scheduled post, or a page's draft; false: what is (or was) published. */
    draft: boolean('draft').notNull(),
    title: text('title').notNull(),
  },
  (table) => [
    // A place's rows are replaced at each write of its text; the list reads by picture.
    primaryKey({ columns: [table.kind, table.placeId, table.draft, table.mediaId] }),
    index('media_uses_media_id_idx').on(table.mediaId),
  ],
);

/**
 * Requests about one person's data, exported or erased (docs/personal-data.md). The person is
 * kept only as a keyed hash of the address (lib/privacy/address-hash.ts), so a later request
 * for the same address is recognised without the address being stored; nothing of the data is
 * kept, only how much there was of each kind and what an erasure could not remove.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    addressHash: text('address_hash').notNull(),
    counts: jsonb('counts').$type<Counts>().notNull(),
    remaining: jsonb('remaining').$type<Remaining[]>().notNull().default([]),
  },
  (table) => [
    index('privacy_requests_created_at_idx').on(table.createdAt),
    index('privacy_requests_address_hash_idx').on(table.addressHash),
  ],
);

/**
 * People who sign in to the back office. The owner named by ADMIN_EMAIL always exists (made at
 * server start, lib/accounts/primary-owner.ts) and signs in with ADMIN_PASSWORD, so
 * its `password_hash` stays empty; everyone else sets a password from an invitation. A new
 * `session_stamp` ends every session the account holds (disabled, password changed...).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    passwordHash: text('password_hash'),
    sessionStamp: text('session_stamp').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The authenticator key (base32) once two-factor is confirmed; a pending one until then. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (table) => [uniqueIndex('accounts_email_idx').on(table.email)],
);

/**
 * Single-use links sent by e-mail: an invitation (72 hours) or a password reset (1 hour). Only a
 * SHA-256 of the token is kept, so a copy of the database opens no account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invitation', 'reset'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_account_idx').on(table.accountId)],
);

/** Two-factor recovery codes, hashed; each opens one sign-in. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.codeHash] })],
);

/**
 * Who did what in the back office (/admin/activity), kept ACTIVITY_RETENTION_DAYS. The person is
 * copied in (no foreign key), so an entry still reads right after its account is removed.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    accountId: integer('account_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    summary: text('summary').notNull(),
    itemId: text('item_id'),
    itemTitle: text('item_title'),
    success: boolean('success').notNull().default(true),
  },
  (table) => [
    index('activity_log_created_at_idx').on(table.createdAt),
    index('activity_log_account_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * The firm's own copy of a public page (lib/content/public-pages.ts names the pages): a draft
 * kept out of public view, and a revision that grows at every save, so a save made on an older
 * copy is refused rather than overwriting someone else's. No row: the page shows the code's copy.
 */
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  draft: jsonb('draft'),
  revision: integer('revision').notNull().default(0),
  savedBy: text('saved_by'),
  savedAt: timestamp('saved_at', { withTimezone: true }),
  publishedVersion: integer('published_version'),
  /** Set for a service added in the back office (the others are the code's, seeded). */
  addedAt: timestamp('added_at', { withTimezone: true }),
  /** Set while a service is unpublished: its address then redirects or answers 410. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/** Every published version of a page, kept: History lists them and Restore publishes one again. */
export const sitePageVersions = pgTable(
  'site_page_versions',
  {
    id: serial('id').primaryKey(),
    pageKey: text('page_key').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').notNull(),
    accountId: integer('account_id'),
  },
  (table) => [uniqueIndex('site_page_versions_key_version_idx').on(table.pageKey, table.version)],
);

/**
 * The firm's contact details as the back office last saved them (/admin/settings): one row, or
 * none before the first save, when lib/content/company.ts's defaults apply. Every save moves
 * `version` on: a form that loaded an older one is refused instead of overwriting. The saver is
 * copied in (no foreign key), so the refusal still names them after their account is removed.
 */
export const companyDetails = pgTable(
  'company_details',
  {
    id: integer('id').primaryKey().default(1),
    /** lib/domain/company-details.ts's shape, checked again whenever it is read. */
    details: jsonb('details').$type<unknown>().notNull(),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedByName: text('saved_by_name').notNull(),
    savedByAccountId: integer('saved_by_account_id'),
  },
  (table) => [check('company_details_one_row', sql`${table.id} = 1`)],
);

/**
 * Addresses of this site that answer with a redirect (/admin/redirects). A `from_path` is never a
 * live page: it is looked up only where the site would otherwise answer 404 (docs/architecture.md,
 * "Redirects"). `to_target`, a path here or an https address, is validated before it is stored
 * (lib/domain/redirect.ts) and sent as the `Location` exactly as stored.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fromPath: text('from_path').notNull(),
    toTarget: text('to_target').notNull(),
    permanent: boolean('permanent').notNull(),
  },
  (table) => [uniqueIndex('redirects_from_path_idx').on(table.fromPath)],
);

/**
 * The Not found log: each address of this site that answered 404, how often and when last. The
 * path only (no query string, nothing of the visitor), a capped number of them, none kept past
 * 90 days (lib/own-data/redirects/not-found-log.ts, lib/own-data/retention.ts).
 */
export const notFoundPaths = pgTable('not_found_paths', {
  path: text('path').primaryKey(),
  hits: integer('hits').notNull().default(1),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MessageRow = typeof messages.$inferSelect;
export type ReplyRow = typeof replies.$inferSelect;
export type NewsRow = typeof news.$inferSelect;
export type NewsDraftRow = typeof newsDrafts.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type VisitorRow = typeof visitors.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type LeadSourceRow = typeof leadSources.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type MediaUseRow = typeof mediaUses.$inferSelect;
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type ActivityRow = typeof activityLog.$inferSelect;
export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageVersionRow = typeof sitePageVersions.$inferSelect;
export type RedirectRow = typeof redirects.$inferSelect;

/** One-off facts about this database, e.g. that the demo content was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
