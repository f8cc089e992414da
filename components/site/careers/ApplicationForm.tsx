'use client';

import { useSyncExternalStore } from 'react';
import { fieldErrors } from '@/lib/http/field-errors';
import { APPLICATION_LIMITS } from '@/lib/domain/field-limits';
import type { careersContent } from '@/lib/content/pages';
import { Field } from '../forms/Field';
import { PersonFields } from '../forms/PersonFields';
import { usePublicForm } from '../forms/usePublicForm';
import { PublicFormEnd } from '../forms/PublicFormEnd';
import type { FieldErrors } from '../forms/submit-form';
import styles from '../forms/Form.module.css';
import { pathOf } from '@/lib/content/page-paths';

/** The form's copy, with the failure message naming the firm's e-mail address as stored now. */
type Props = {
  jobId: number;
  text: (typeof careersContent)['application'] & { errorMessage: string };
};

const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const noSubscription = () => () => {};
// The form's checks are zod's (lib/domain/application-fields): loaded when the visitor reaches
// the form, not with the page, whose first load does without ~24 KB of gzip script.
const loadChecks = () => import('@/lib/domain/application-fields');

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
  const { formRef, errors, status, onSubmit, onFocus } = usePublicForm({
    loadChecks,
    failedMessage: text.errorMessage,
    prepare: (form, checks) => {
      const found = checks ? clientErrors(form, checks, text) : {};
      return Object.keys(found).length > 0 ? { errors: found } : { form };
    },
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
      onFocus={onFocus}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="job_id" value={jobId} />
      <PersonFields {...field} text={text} errors={errors} />
      <Field
        {...field}
        name="cover_letter"
        label={text.coverLetterLabel}
        hint={text.coverLetterHint}
        error={errors.cover_letter}
        as="textarea"
        maxLength={APPLICATION_LIMITS.coverLetter}
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
          {text.consentLabel} <a href={pathOf('privacy')}>{text.consentLinkLabel}</a>.
        </label>
        {errors.consent ? (
          <p id="apply-consent-error" className={styles.error}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <PublicFormEnd
        status={status}
        submitLabel={text.submitLabel}
        submittingLabel={text.submittingLabel}
      />
    </form>
  );
}

/** The door's own rules, checked before the upload starts. */
function clientErrors(
  data: FormData,
  { applicationFieldsSchema }: Awaited<ReturnType<typeof loadChecks>>,
  text: Props['text'],
): FieldErrors {
  const fields = Object.fromEntries([...data].filter(([, value]) => typeof value === 'string'));
  const parsed = applicationFieldsSchema.safeParse(fields);
  const found: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const cv = data.get('cv');
  if (!(cv instanceof File) || cv.size === 0) found.cv = text.cvMissing;
  else if (cv.size > APPLICATION_LIMITS.cvBytes) found.cv = text.cvTooLarge;
  return found;
}
