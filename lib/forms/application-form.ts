import 'server-only';
import { applicationFieldsSchema, type ApplicationFields } from '@/lib/domain/application-fields';
import type { CvUpload } from '@/lib/applications/store';
import { careersContent } from '@/lib/content/pages';
import { sniffCvKind } from '@/lib/files/cv-file';
import { readForm } from '@/lib/http/read-body';
import { HttpError } from '@/lib/http/respond';
import { fieldErrors } from '@/lib/http/field-errors';
import { APPLICATION_LIMITS } from '@/lib/domain/field-limits';
import { FormRefusal, type Parsed } from '@/lib/doors/public-form-door';

// The CV plus the text fields and multipart's own framing.
const FORM_LIMIT = APPLICATION_LIMITS.cvBytes + 64 * 1024;
const { application: text } = careersContent;
const CV_NAME = /^[^\\/\0-\x1f]{1,200}$/;

export type ApplicationForm = { fields: ApplicationFields; cv: CvUpload };

const tooLarge = () =>
  new FormRefusal('tooLarge', 413, text.cvTooLarge, { fields: { cv: text.cvTooLarge } });

/**
 * Reads the multipart application: a body over 5 MB and a bit is refused with 413 before it is
 * read whole (by its Content-Length, or as it streams in).
 */
export async function readApplicationForm(request: Request): Promise<FormData> {
  try {
    return await readForm(request, FORM_LIMIT);
  } catch (error) {
    throw error instanceof HttpError && error.status === 413 ? tooLarge() : error;
  }
}

/** The text fields by the form's schema, the CV by its bytes. */
export async function parseApplicationForm(form: FormData): Promise<Parsed<ApplicationForm>> {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : undefined;
  };
  const parsed = applicationFieldsSchema.safeParse({
    job_id: value('job_id'),
    full_name: value('full_name'),
    userEmail: value('userEmail'),
    phone_number: value('phone_number'),
    cover_letter: value('cover_letter'),
    consent: value('consent'),
  });
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);

  let cv: CvUpload | null = null;
  const file = form.get('cv');
  if (!(file instanceof File) || file.size === 0) errors.cv = text.cvMissing;
  else if (file.size > APPLICATION_LIMITS.cvBytes) throw tooLarge();
  else {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffCvKind(bytes);
    const name = CV_NAME.test(file.name) ? file.name : `cv.${kind}`;
    if (kind) cv = { bytes, kind, name };
    else errors.cv = 'Your CV must be a PDF, DOC or DOCX file.';
  }

  if (!parsed.success || !cv) return { ok: false, fields: errors };
  return { ok: true, input: { fields: parsed.data, cv } };
}
