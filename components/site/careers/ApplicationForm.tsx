'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { fieldErrors } from '@/lib/forms/field-errors';
import type { careersContent } from '@/lib/content/pages';
import { leadSourceFields } from '@/lib/own-data/leads/source';
import { Field } from '../forms/Field';
import { useSingleSubmit } from '../forms/useSingleSubmit';
import { loadBrowserChecks, submitForm, type FieldErrors } from '../forms/submit-form';
import styles from '../forms/Form.module.css';

type Props = { jobId: number; text: (typeof careersContent)['application'] };
type Status = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const noSubscription = () => () => {};
// The form's checks are zod's (lib/forms/application-fields): loaded when the visitor reaches
// the form, not with the page, whose first load does without ~24 KB of gzip script.
const loadChecks = () => import('@/lib/forms/application-fields');

/**
 * Works without JavaScript: the browser checks the fields itself (required, type, length) and
 * posts the form to /api/applications, which sends it back to this page with the outcome.
 * Once the script runs, the form checks with the door's own schema and shows errors inline.
 */
export function ApplicationForm({ jobId, text }: Props) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);

  function showErrors(fields: FieldErrors) {
    setErrors(fields);
    setStatus({ kind: 'idle' });
    const first = Object.keys(fields)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const onSubmit = useSingleSubmit(async (form) => {
    const data = new FormData(form);
    setStatus({ kind: 'sending' });
    const found = await clientErrors(data, text);
    if (Object.keys(found).length > 0) return showErrors(found);
    for (const [name, value] of Object.entries(leadSourceFields())) data.set(name, value);
    const result = await submitForm('/api/applications', { body: data }, text.errorMessage);
    if (result.ok) return setStatus({ kind: 'sent' });
    if (result.fields) showErrors(result.fields);
    setStatus({ kind: 'failed', message: result.message });
  });

  if (status.kind === 'sent') {
    return (
      <div className={styles.success} role="status">
        <h3>{text.successHeading}</h3>
        <p>{text.successText}</p>
      </div>
    );
  }
  const field = { idPrefix: 'apply' };
  return (
    <form
      ref={formRef}
      className={styles.form}
      action="/api/applications"
      method="post"
      encType="multipart/form-data"
      noValidate={scripted}
      onFocus={() => loadBrowserChecks(loadChecks)}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="job_id" value={jobId} />
      <Field
        {...field}
        name="full_name"
        label={text.fullNameLabel}
        error={errors.full_name}
        autoComplete="name"
        required
        minLength={2}
        maxLength={120}
      />
      <Field
        {...field}
        name="userEmail"
        label={text.emailLabel}
        error={errors.userEmail}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
      />
      <Field
        {...field}
        name="phone_number"
        label={text.phoneLabel}
        error={errors.phone_number}
        type="tel"
        autoComplete="tel"
        required
        pattern="\+?[0-9 ()\-]{7,20}"
      />
      <Field
        {...field}
        name="cover_letter"
        label={text.coverLetterLabel}
        hint={text.coverLetterHint}
        error={errors.cover_letter}
        as="textarea"
        maxLength={5000}
        rows={6}
      />
      <Field
        {...field}
        name="cv"
        label={text.cvLabel}
        hint={text.cvHint}
        error={errors.cv}
        type="file"
        accept={CV_ACCEPT}
        required
      />
      <div className={styles.check}>
        <input
          id="apply-consent"
          type="checkbox"
          name="consent"
          value="yes"
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'apply-consent-error' : undefined}
        />
        <label htmlFor="apply-consent">
          {text.consentLabel} <a href="/privacy">{text.consentLinkLabel}</a>.
        </label>
        {errors.consent ? (
          <p id="apply-consent-error" className={styles.error}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      {status.kind === 'failed' ? (
        <p className={styles.failure} role="alert">
          {status.message}
        </p>
      ) : null}
      <button className="button" type="submit" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? text.submittingLabel : text.submitLabel}
      </button>
    </form>
  );
}

/** The door's own rules, checked before the upload starts. */
async function clientErrors(data: FormData, text: Props['text']): Promise<FieldErrors> {
  const checks = await loadBrowserChecks(loadChecks);
  if (!checks) return {};
  const { applicationFieldsSchema, MAX_CV_BYTES } = checks;
  const fields = Object.fromEntries([...data].filter(([, value]) => typeof value === 'string'));
  const parsed = applicationFieldsSchema.safeParse(fields);
  const found: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const cv = data.get('cv');
  if (!(cv instanceof File) || cv.size === 0) found.cv = text.cvMissing;
  else if (cv.size > MAX_CV_BYTES) found.cv = text.cvTooLarge;
  return found;
}
