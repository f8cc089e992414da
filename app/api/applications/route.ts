import { NextResponse } from 'next/server';
import { CV_TYPES } from '@/lib/own-data/applications/schema';
import { createApplication } from '@/lib/own-data/applications/store';
import { getBackend } from '@/lib/backend';
import { careersContent } from '@/lib/content/pages';
import { readApplicationForm } from '@/lib/forms/application-form';
import { clientIp } from '@/lib/http/client-ip';
import { assertSameOrigin } from '@/lib/http/origin';
import { fromError, HttpError, jsonError } from '@/lib/http/respond';
import { recordLeadSource } from '@/lib/own-data/leads/source-store';
import { applicationMails } from '@/lib/mail/lead-mails';
import { wakeOutboxSender } from '@/lib/mail/outbox-sender';
import { isJobOpen } from '@/lib/site/cached-reads';
import { applicationOutcomes } from '@/lib/site/form-outcomes';
import { jobPath } from '@/lib/site/slug';
import { APPLICATION_LIMIT, hitRateLimit } from '@/lib/http/rate-limit';

type Outcome = keyof typeof applicationOutcomes;
const { application: text } = careersContent;
const INVALID = 'Please correct the highlighted fields.';

// A browser without JavaScript posts the form itself (Accept: text/html) and is sent back to the
// job's page with the outcome as the fragment; the page's script asks for JSON.
const wantsHtml = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html');

/** The job page the form was on, from Referer: a path only, so it can lead nowhere else. */
function formPage(request: Request): string {
  let path = '';
  try {
    path = new URL(request.headers.get('referer') ?? '').pathname;
  } catch {}
  return /^\/careers\/\d+(\/[a-z0-9-]+)?$/.test(path) ? path : '/careers';
}

const backToForm = (path: string, outcome: Outcome) =>
  new Response(null, {
    status: 303,
    headers: { Location: `${path}#${applicationOutcomes[outcome].id}` },
  });

export async function POST(request: Request) {
  const html = wantsHtml(request);
  const answer = (outcome: Outcome, status: number, message: string, path = formPage(request)) =>
    html ? backToForm(path, outcome) : jsonError(status, message);
  try {
    assertSameOrigin(request);
    if (!(await hitRateLimit(APPLICATION_LIMIT, await clientIp()))) {
      return answer('limited', 429, text.limitedMessage);
    }
    const form = await readApplicationForm(request);
    if (!form.ok)
      return html ? backToForm(formPage(request), 'invalid') : jsonError(400, INVALID, form.fields);
    const { consent: _consent, job_id, ...fields } = form.fields;
    const job = await (await getBackend()).getJob(job_id);
    if (!job) return answer('failed', 404, 'This job was not found: it may have been removed.');
    if (!isJobOpen(job)) return answer('closed', 409, text.closedMessage, jobPath(job));
    const cv = { name: form.cv.name, contentType: CV_TYPES[form.cv.kind], bytes: form.cv.bytes };
    const id = await createApplication(
      fields,
      job,
      form.cv,
      await applicationMails(fields, job, cv),
    );
    wakeOutboxSender();
    await recordLeadSource('application', id, form.source);
    return html ? backToForm(jobPath(job), 'sent') : NextResponse.json({ id }, { status: 201 });
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      return html
        ? backToForm(formPage(request), 'tooLarge')
        : jsonError(413, error.message, { cv: error.message });
    }
    if (html && !(error instanceof HttpError)) return backToForm(formPage(request), 'failed');
    return fromError(error);
  }
}
