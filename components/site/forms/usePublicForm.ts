'use client';
import { useRef, useState } from 'react';
import { leadSourceFields } from '@/lib/consent/lead-source';
import { useSingleSubmit } from './useSingleSubmit';
import { loadBrowserChecks, submitForm, type FieldErrors } from './submit-form';

export type PublicFormStatus =
  { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };
/** What a form sends once its checks pass: JSON, or the multipart form itself. */
type Outgoing = { json: Record<string, unknown> } | { form: FormData };

type Options<Checks> = {
  /** The door's own zod checks, loaded when the visitor reaches the form, not with the page. */
  loadChecks: () => Promise<Checks>;
  /**
   * The fields' errors (only when there are some), or what to send; `checks` is null when their
   * script could not load, and the door's answer then tells.
   */
  prepare: (data: FormData, checks: Checks | null) => { errors: FieldErrors } | Outgoing;
  /** Shown when the door gives no message of its own (or cannot be reached). */
  failedMessage: string;
};

/**
 * A public form's state and submit: checked in the browser with the door's schema, sent once at
 * a time with the lead source fields, asking for JSON (which is how the door tells the script
 * from a browser posting the form itself); errors shown by their fields, the first one focused.
 */
export function usePublicForm<Checks>({ loadChecks, prepare, failedMessage }: Options<Checks>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<PublicFormStatus>({ kind: 'idle' });
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
    const prepared = prepare(data, await loadBrowserChecks(loadChecks));
    if ('errors' in prepared) return showErrors(prepared.errors);
    const source = leadSourceFields();
    let init: Parameters<typeof submitForm>[1];
    if ('json' in prepared) {
      const body = JSON.stringify({ ...prepared.json, ...source });
      init = { body, headers: { 'Content-Type': 'application/json' } };
    } else {
      for (const [name, value] of Object.entries(source)) prepared.form.set(name, value);
      init = { body: prepared.form };
    }
    // The door is the form's own action, where the browser posts it without JavaScript.
    const result = await submitForm(form.action, init, failedMessage);
    if (result.ok) {
      formRef.current?.reset();
      setErrors({});
      return setStatus({ kind: 'sent' });
    }
    if (result.fields) showErrors(result.fields);
    setStatus({ kind: 'failed', message: result.message });
  });

  return {
    formRef,
    errors,
    status,
    onSubmit,
    /** Starts loading the checks as the visitor reaches the form. */
    onFocus: () => void loadBrowserChecks(loadChecks),
  };
}
