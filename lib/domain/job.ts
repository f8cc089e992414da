// A job opening and what its form writes. Pure.
import { z } from 'zod';
import { textAndRichText } from './copy-parts';
import { isoDateSchema } from './dates';
import { withDescribedImages } from './described-images';

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
  withDescribedImages(z.string().max(200_000, `${label} is too long`)).refine(
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

/** A job's copy as the checks before publishing read it (lib/domain/page-checks.ts). */
export const jobCopyParts = (job: Pick<JobInput, 'title' | 'description' | 'requirements'>) =>
  textAndRichText([job.title], [job.description, job.requirements]);
