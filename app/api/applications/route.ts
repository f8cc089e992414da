import { getBackend } from '@/lib/backend';
import { applicationMails } from '@/lib/mail/lead-mails';
import { parseApplicationForm, readApplicationForm } from '@/lib/forms/application-form';
import { FormRefusal, publicFormDoor } from '@/lib/doors/public-form-door';
import { APPLICATION_LIMIT } from '@/lib/http/rate-limit';
import { CV_TYPES } from '@/lib/domain/application';
import { createApplication } from '@/lib/applications/store';
import { isJobOpen } from '@/lib/freshness/cached-reads';
import { applicationOutcomes } from '@/lib/content/form-outcomes';
import { jobPath } from '@/lib/text/slug';

/** The job page the form was on, from Referer: a path only, so it can lead nowhere else. */
function formPage(request: Request): string {
  let path = '';
  try {
    path = new URL(request.headers.get('referer') ?? '').pathname;
  } catch {}
  return /^\/careers\/\d+(\/[a-z0-9-]+)?$/.test(path) ? path : '/careers';
}

export const POST = publicFormDoor({
  outcomes: applicationOutcomes,
  limit: APPLICATION_LIMIT,
  page: formPage,
  read: readApplicationForm,
  parse: parseApplicationForm,
  write: async ({ fields: { consent: _consent, job_id, ...fields }, cv }, source) => {
    const job = await (await getBackend()).getJob(job_id);
    if (!job)
      throw new FormRefusal('failed', 404, 'This job was not found: it may have been removed.');
    if (!isJobOpen(job)) {
      throw new FormRefusal('closed', 409, applicationOutcomes.closed.text, { page: jobPath(job) });
    }
    const attachment = { name: cv.name, contentType: CV_TYPES[cv.kind], bytes: cv.bytes };
    const mails = await applicationMails(fields, job, attachment);
    const id = await createApplication(fields, job, cv, mails, source);
    return { json: { id }, page: jobPath(job) };
  },
});
