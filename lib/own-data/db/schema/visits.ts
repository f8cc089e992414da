// Who came to the site: each visit (as the embedded Backend keeps them) and, with analytics
// consent, where a lead came from.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

export type VisitorRow = typeof visitors.$inferSelect;
export type LeadSourceRow = typeof leadSources.$inferSelect;
