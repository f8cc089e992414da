'use client';
import { useState } from 'react';
import { jobInputSchema, type JobInput } from '@/lib/domain/job';
import { RichTextField } from '../editor/RichTextField';
import { ApiError } from '../queries/api-fetch';
import { useTextChecks } from '../queries/page-checks';
import { ChecksList } from '../ui/ChecksList';
import { fieldErrors } from '@/lib/http/field-errors';
import { TextField } from '../ui/TextField';
import { SubmitButton } from '../ui/SubmitButton';
import styles from '../ui/AdminForm.module.css';

export type JobFormTexts = {
  submit: string;
  busy: string;
  success: string;
  failed: string;
  error: string;
};

type Props = {
  initial: JobInput;
  texts: JobFormTexts;
  submit: (input: JobInput) => Promise<unknown>;
  /** After the success alert: the screen resets the form (docs/spec.md section 4). */
  onDone: () => void;
};

/** End date, title, description and requirements; every one is required (docs/spec.md section 5). */
export function JobForm({ initial, texts, submit, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  // The title and rich text as typed: the Checks list reads them, the form sends the rich text
  // (the other fields are read from the form when it is sent).
  const [copy, setCopy] = useState(initial);
  const typed = (field: 'title' | 'description' | 'requirements') => (text: string) =>
    setCopy((now) => ({ ...now, [field]: text }));
  const checks = useTextChecks([copy.title], [copy.description, copy.requirements]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: JobInput = {
      end_date: String(form.get('end_date') ?? '').trim(),
      title: String(form.get('title') ?? '').trim(),
      description: copy.description,
      requirements: copy.requirements,
    };
    if (Object.values(input).some((value) => value === '')) {
      window.alert('Please fill in all fields');
      return;
    }
    // The same schema as the admin door: what it would refuse is shown before sending.
    const checked = jobInputSchema.safeParse(input);
    if (!checked.success) {
      setFields(fieldErrors(checked.error));
      return;
    }
    setBusy(true);
    setFields({});
    try {
      await submit(input);
      setBusy(false);
      window.alert(texts.success);
      onDone();
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError) {
        setFields(failure.fields ?? {});
        window.alert(`${texts.failed}${failure.serverMessage ?? 'Server error'}`);
      } else {
        window.alert(texts.error);
      }
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="End date"
        name="end_date"
        type="date"
        aria-required="true"
        defaultValue={initial.end_date}
        error={fields.end_date}
      />
      <TextField
        label="Title"
        name="title"
        aria-required="true"
        maxLength={200}
        defaultValue={initial.title}
        error={fields.title}
        onChange={(event) => typed('title')(event.target.value)}
      />
      <RichTextField
        label="Description"
        initialHtml={initial.description}
        error={fields.description}
        onChange={typed('description')}
      />
      <RichTextField
        label="Requirements"
        initialHtml={initial.requirements}
        error={fields.requirements}
        onChange={typed('requirements')}
      />
      <ChecksList query={checks} />
      <div>
        <SubmitButton busy={busy} busyLabel={texts.busy}>
          {texts.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
