// Helpers for the tests of job pages and the public application door: jobs made through the
// back office's door, applications posted as a browser's script posts them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Application, ApplicationsPage } from '../../lib/domain/application';
import type { Job } from '../../lib/domain/job';
import { createJob } from './admin-helpers';
import { pdfBytes, pdfCv } from './files';
import { adminJson } from './live-helpers';
import { retryReset } from './retry-reset';
import { unique, uniqueIp } from './unique';

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A job open for a month (or closed since 2020), with a title no other test uses. */
export async function postJob(
  request: APIRequestContext,
  baseURL: string,
  options: { closed?: boolean } = {},
): Promise<Job> {
  const created = await adminJson<Job>(request, baseURL, 'POST', '/api/admin/jobs', {
    end_date: options.closed ? '2020-01-31' : dayFromNow(30),
    title: `Client Services Coordinator ${unique('role')}`,
    description: '<p>Look after our clients from first call to final invoice.</p>',
    requirements: '<ul><li>Two years in a client-facing role</li></ul>',
  });
  if (created.status !== 201) throw new Error(`job not created: ${created.status}`);
  return created.body;
}

/** A job still open for a month, made through the back office's screens' own door. */
export function createOpenJob(page: Page): Promise<Job> {
  const end = new Date();
  end.setDate(end.getDate() + 31);
  return createJob(page, { end_date: end.toISOString().slice(0, 10) });
}

type Cv = { name: string; mimeType: string; buffer: Buffer };
type Multipart = Record<string, string | Cv>;

/** A complete application for `jobId`; an override of undefined leaves that field out. */
export function applicant(jobId: number, overrides: Record<string, string | Cv | undefined> = {}) {
  const fields: Record<string, string | Cv | undefined> = {
    job_id: String(jobId),
    full_name: 'Amara Okafor',
    userEmail: `${unique('amara')}@example.com`,
    phone_number: '+44 121 496 0000',
    cover_letter: 'I ran the front desk of a busy Birmingham practice for five years.',
    consent: 'yes',
    cv: { name: 'amara-okafor-cv.pdf', mimeType: 'application/pdf', buffer: pdfCv },
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Multipart;
}

/** Posts to /api/applications from its own address, so the per-IP limit is the test's own. */
export function apply(
  request: APIRequestContext,
  baseURL: string,
  multipart: Multipart,
  headers: Record<string, string> = {},
) {
  return request.post('/api/applications', {
    headers: {
      origin: baseURL,
      accept: 'application/json',
      'x-forwarded-for': uniqueIp(),
      ...headers,
    },
    multipart,
  });
}

/** The applications the back office lists for one job (the admin must be logged in). */
export async function applicationsFor(
  request: APIRequestContext,
  jobId: number,
): Promise<ApplicationsPage> {
  return (await (
    await request.get(`/api/admin/applications?job=${jobId}`)
  ).json()) as ApplicationsPage;
}

/** What a test sent in an application, with the id it was stored under. */
export type Applied = Pick<
  Application,
  'id' | 'full_name' | 'userEmail' | 'phone_number' | 'cover_letter'
> & { cv: Buffer };

/** One application for `job` that is sure to be taken, with what was sent. */
export async function applyFor(
  request: APIRequestContext,
  baseURL: string,
  job: Job,
  fields: { cover_letter?: string } = {},
): Promise<Applied> {
  const tag = unique();
  const sent = {
    full_name: `Applicant ${tag}`,
    userEmail: `applicant-${tag}@example.com`,
    phone_number: '+44 7700 900456',
    cover_letter: fields.cover_letter ?? `I would love to work with you.\nReference ${tag}.`,
    cv: pdfBytes(tag),
  };
  const cv = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: sent.cv };
  const response = await retryReset(() =>
    apply(request, baseURL, applicant(job.id, { ...sent, cv })),
  );
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, ...sent };
}
