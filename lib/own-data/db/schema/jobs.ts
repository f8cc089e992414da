// The firm's job openings as the embedded Backend keeps them.
import { sql } from 'drizzle-orm';
import { date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

export type JobRow = typeof jobs.$inferSelect;
