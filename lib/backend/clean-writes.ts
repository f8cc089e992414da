import 'server-only';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import type { Backend } from './backend';

/**
 * The one place rich text is sanitised on its way in, whichever adapter stores it. (What the
 * firm's API answers is sanitised in the one place it is reshaped: upstream/reshape.ts.)
 */
export function withCleanWrites(backend: Backend): Backend {
  return {
    ...backend,
    createNews: (input) =>
      backend.createNews({ ...input, description: sanitizeHtml(input.description) }),
    updateNews: (id, input) =>
      backend.updateNews(id, { ...input, description: sanitizeHtml(input.description) }),
    createJob: (input) => backend.createJob(cleanJob(input)),
    updateJob: (id, input) => backend.updateJob(id, cleanJob(input)),
  };
}

const cleanJob = <T extends { description: string; requirements: string }>(job: T): T => ({
  ...job,
  description: sanitizeHtml(job.description),
  requirements: sanitizeHtml(job.requirements),
});
