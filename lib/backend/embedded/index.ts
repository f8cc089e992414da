import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/own-data/db/client';
import { BackendError } from '@/lib/domain/backend-error';
import type { Backend } from '../backend';
import * as figures from './figures';
import * as jobs from './jobs';
import { embeddedMessageFilters } from './message-filters';
import * as messages from './messages';
import * as news from './news';
import * as visitors from './visitors';

/** Database failures become 'unavailable' so handlers answer 503, never a stack trace. */
async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof BackendError) throw error;
    console.error('[backend:embedded]', error);
    throw new BackendError('unavailable', 'The database is unavailable');
  }
}

export function createEmbeddedBackend(database: Database, options: { adminUser: string }): Backend {
  const { db } = database;
  return {
    kind: 'embedded',
    health: () => guarded(async () => void (await db.execute(sql`SELECT 1`))),
    messageFilters: embeddedMessageFilters,
    listMessages: (page, filter) => guarded(() => messages.listMessages(db, page, filter)),
    messagesBefore: (cursor, limit, filter) =>
      guarded(() => messages.messagesBefore(db, cursor, limit, filter)),
    createMessage: (input, source) => guarded(() => messages.createMessage(db, input, source)),
    removeMessage: (id) => guarded(() => messages.removeMessage(db, id)),
    replyToMessage: (id, input) =>
      guarded(() => messages.replyToMessage(db, id, input, options.adminUser)),
    listNews: (page) => guarded(() => news.listNews(db, page)),
    getNews: (id) => guarded(() => news.getNews(db, id)),
    createNews: (input) => guarded(() => news.createNews(db, input)),
    updateNews: (id, input) => guarded(() => news.updateNews(db, id, input)),
    removeNews: (id) => guarded(() => news.removeNews(db, id)),
    getNewsImage: (id) => guarded(() => news.getNewsImage(db, id)),
    listJobs: (page) => guarded(() => jobs.listJobs(db, page)),
    getJob: (id) => guarded(() => jobs.getJob(db, id)),
    createJob: (input) => guarded(() => jobs.createJob(db, input)),
    updateJob: (id, input) => guarded(() => jobs.updateJob(db, id, input)),
    removeJob: (id) => guarded(() => jobs.removeJob(db, id)),
    listVisitors: (page) => guarded(() => visitors.listVisitors(db, page)),
    visitorsBefore: (cursor, limit) => guarded(() => visitors.visitorsBefore(db, cursor, limit)),
    recordVisit: (input) => guarded(() => visitors.recordVisit(db, input)),
    // Counted by the database; the read state is in this same database (readIds is for upstream).
    messageFigures: () => guarded(() => figures.messageFigures(db)),
    jobFigures: (today) => guarded(() => figures.jobFigures(db, today)),
    visitFigures: (now) => guarded(() => figures.visitFigures(db, now)),
  };
}
