import 'server-only';
import type { Job, News, Page } from '@/lib/backend/types';
import { sanitizeHtml } from '@/lib/sanitize';

// Rich text is sanitised when it is written, and again on its way to the back office: in
// upstream mode it may have been written by something other than this site.

export const cleanNews = (news: News): News => ({
  ...news,
  description: sanitizeHtml(news.description),
});

export const cleanJob = (job: Job): Job => ({
  ...job,
  description: sanitizeHtml(job.description),
  requirements: sanitizeHtml(job.requirements),
});

export const cleanPage = <T>(page: Page<T>, clean: (item: T) => T): Page<T> => ({
  ...page,
  results: page.results.map(clean),
});
