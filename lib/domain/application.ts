// Shapes of job applications: the public form, the door that takes it and the back office all
// read them from here, so no type is written twice. Pure: no server code.
import { z } from 'zod';
import { pageSchema } from '@/lib/domain/paging';
import { idSchema } from '@/lib/domain/id';
import { labelledEnum } from '@/lib/domain/labelled-enum';
import { leadSourceSchema } from '@/lib/domain/lead-source';

/** The CV formats taken, by what their bytes are (lib/files/cv-file.ts). */
export const CV_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvKind = keyof typeof CV_TYPES;
const CV_KINDS = Object.keys(CV_TYPES) as CvKind[];
/** The extension of what a CV's bytes were judged to be when it was taken. */
export const cvExtension = (contentType: string): CvKind | 'bin' =>
  CV_KINDS.find((kind) => CV_TYPES[kind] === contentType) ?? 'bin';

export const {
  values: APPLICATION_STATUSES,
  schema: applicationStatusSchema,
  labels: STATUS_LABELS,
} = labelledEnum({
  new: 'New',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** An application as the back office sees it: no CV bytes, a link to them instead. */
export const applicationSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  job_id: z.number().int(),
  job_title: z.string(),
  full_name: z.string(),
  userEmail: z.string(),
  phone_number: z.string(),
  cover_letter: z.string(),
  status: applicationStatusSchema,
  cv_name: z.string(),
  cv_size: z.number().int(),
  /** Where the applicant came from, when they allowed analytics (lib/own-data/leads). */
  source: leadSourceSchema.nullable().default(null),
});
export type Application = z.infer<typeof applicationSchema>;

/** The jobs applied for, for the back office's filter. */
export const appliedJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  count: z.number().int(),
});
export const applicationsPageSchema = pageSchema(applicationSchema).extend({
  jobs: z.array(appliedJobSchema),
});
export type ApplicationsPage = z.infer<typeof applicationsPageSchema>;

export const applicationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  job: z.optional(idSchema),
});

export const applicationUpdateSchema = z.object({ status: applicationStatusSchema });
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;
