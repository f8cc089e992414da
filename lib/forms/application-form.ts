import 'server-only';
import {
  applicationFieldsSchema,
  MAX_CV_BYTES,
  type ApplicationFields,
} from '@/lib/own-data/applications/schema';
import type { CvUpload } from '@/lib/own-data/applications/store';
import { careersContent } from '@/lib/content/pages';
import { sniffCvKind } from '@/lib/files/cv-file';
import { leadSourceInputSchema, type LeadSource } from '@/lib/own-data/leads/source-schema';
import { readForm } from '../http/read-body';
import { HttpError } from '../http/respond';

// The CV plus the text fields and multipart's own framing.
const FORM_LIMIT = MAX_CV_BYTES + 64 * 1024;
const { application: text } = careersContent;

export type ApplicationForm =
  | { ok: true; fields: ApplicationFields; cv: CvUpload; source: LeadSource | null }
  | { ok: false; fields: Record<string, string> };

const CV_NAME = /^[^\\/\0-\x1f]{1,200}$/;

/**
 * Reads the multipart application: a body over 5 MB and a bit is refused with 413 before it is
 * read whole (by its Content-Length, or as it streams in); the CV is judged by its bytes.
 */
export async function readApplicationForm(request: Request): Promise<ApplicationForm> {
  let form: FormData;
  try {
    form = await readForm(request, FORM_LIMIT);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(413, text.cvTooLarge);
    throw error;
  }
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : undefined;
  };
  const errors: Record<string, string> = {};
  const parsed = applicationFieldsSchema.safeParse({
    job_id: value('job_id'),
    full_name: value('full_name'),
    userEmail: value('userEmail'),
    phone_number: value('phone_number'),
    cover_letter: value('cover_letter'),
    consent: value('consent'),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }

  let cv: CvUpload | null = null;
  const file = form.get('cv');
  if (!(file instanceof File) || file.size === 0) errors.cv = text.cvMissing;
  else if (file.size > MAX_CV_BYTES) throw new HttpError(413, text.cvTooLarge);
  else {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffCvKind(bytes);
    const name = CV_NAME.test(file.name) ? file.name : `cv.${kind}`;
    if (kind) cv = { bytes, kind, name };
    else errors.cv = 'Your CV must be a PDF, DOC or DOCX file.';
  }

  if (!parsed.success || !cv) return { ok: false, fields: errors };
  const source = leadSourceInputSchema.safeParse(Object.fromEntries(form)).data ?? null;
  return { ok: true, fields: parsed.data, cv, source };
}
