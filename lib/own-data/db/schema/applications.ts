// Job applications and their CVs.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@/lib/domain/application';
import { bytea } from './columns';

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

export type ApplicationRow = typeof applications.$inferSelect;
