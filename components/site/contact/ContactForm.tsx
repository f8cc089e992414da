'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { fieldErrors } from '@/lib/http/field-errors';
import { CONTACT_LIMITS as LIMITS } from '@/lib/domain/field-limits';
import type { contactContent } from '@/lib/content/pages';
import { initialChoice } from './initial-choice';
import { Field } from '../forms/Field';
import { PersonFields } from '../forms/PersonFields';
import { usePublicForm } from '../forms/usePublicForm';
import { PublicFormEnd } from '../forms/PublicFormEnd';
import styles from '../forms/Form.module.css';

type Props = {
  /**
   * The form's copy (lib/content/pages) and choices, from the server page: no content module in
   * the bundle. Its failure message names the firm's e-mail address as stored now.
   */
  text: (typeof contactContent)['form'] & { errorMessage: string };
  serviceOptions: readonly string[];
};

/** Works without JavaScript too: the browser then posts the form to /api/contact itself. */
// The query (?service=…&job=…) is read after hydration, so the prerendered page keeps the
// whole form in its HTML for visitors without JavaScript. Its choice fills the fields the
// visitor has left empty: remounting the form with it (as before) wiped what a visitor had
// typed while the page was still loading.
const noSubscription = () => () => {};
// The form's checks are zod's (lib/domain/contact-input): loaded when the visitor reaches the
// form, not with the page, whose first load does without ~24 KB of gzip script.
const loadChecks = () => import('@/lib/domain/contact-input');
const useQuery = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );

function fillIfEmpty(field: Element | RadioNodeList | null | undefined, value: string) {
  const fillable = field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
  if (fillable && value && !field.value) field.value = value;
}

export function ContactForm({ text, serviceOptions }: Props) {
  const query = useQuery();
  const initial = initialChoice(new URLSearchParams(query), serviceOptions);
  const { formRef, errors, status, onSubmit, onFocus } = usePublicForm({
    loadChecks,
    failedMessage: text.errorMessage,
    prepare: (form, checks) => {
      const data = Object.fromEntries(form) as Record<string, string>;
      const parsed = checks?.contactInputSchema.safeParse(data);
      if (parsed && !parsed.success) return { errors: fieldErrors(parsed.error) };
      return { json: { ...(parsed?.data ?? data), website: data.website ?? '' } };
    },
  });
  useEffect(() => {
    const fields = formRef.current?.elements;
    fillIfEmpty(fields?.namedItem('service_of_interest'), initial.service);
    fillIfEmpty(fields?.namedItem('description'), initial.description);
  }, [formRef, initial.service, initial.description]);

  if (status.kind === 'sent') {
    return (
      <div className={styles.success} role="status">
        <p>{text.successMessage}</p>
      </div>
    );
  }
  return (
    <form
      ref={formRef}
      className={styles.form}
      action="/api/contact"
      method="post"
      noValidate
      onFocus={onFocus}
      onSubmit={onSubmit}
    >
      <PersonFields text={text} errors={errors} />
      <Field
        name="service_of_interest"
        label={text.serviceLabel}
        error={errors.service_of_interest}
        as="select"
        required
      >
        <option value="">{text.servicePlaceholder}</option>
        {serviceOptions.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </Field>
      <Field
        name="description"
        label={text.messageLabel}
        error={errors.description}
        as="textarea"
        placeholder={text.messagePlaceholder}
        required
        minLength={LIMITS.descriptionMin}
        maxLength={LIMITS.description}
        rows={6}
      />
      <div className={styles.trap}>
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <p className={styles.note}>{text.consentNote}</p>
      <PublicFormEnd
        status={status}
        submitLabel={text.submitLabel}
        submittingLabel={text.submittingLabel}
      />
    </form>
  );
}
