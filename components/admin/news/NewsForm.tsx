'use client';
import { useRef, useState } from 'react';
import { newsFieldsSchema, type News } from '@/lib/domain/news';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';
import { ApiError } from '../queries/api-fetch';
import { StateMessage } from '../ui/PageTitle';
import { fieldErrors } from '@/lib/http/field-errors';
import { TextField } from '../ui/TextField';
import { BannerField } from './BannerField';
import { SubmitButton } from '../ui/SubmitButton';
import styles from '../ui/AdminForm.module.css';

export type NewsFormTexts = { submit: string; busy: string; failed: string; network: string };

type Props = {
  initial: Pick<News, 'date' | 'title' | 'description' | 'image'>;
  imageRequired: boolean;
  texts: NewsFormTexts;
  submit: (form: FormData) => Promise<unknown>;
  onDone: () => void;
};

/** Date, title, banner and description, sent as multipart like the firm's API takes them. */
export function NewsForm({ initial, imageRequired, texts, submit, onDone }: Props) {
  const description = useRef(initial.description);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const image = form.get('image');
    if (!(image instanceof File) || image.size === 0) form.delete('image');
    form.set('description', description.current);
    // The same schema as the admin door: what it would refuse is shown before sending.
    const checked = newsFieldsSchema.safeParse(Object.fromEntries(form));
    if (!checked.success) {
      setFields(fieldErrors(checked.error));
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await submit(form);
      setBusy(false);
      onDone();
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError) {
        setError(`${texts.failed}${failure.serverMessage ?? 'Server error'}`);
        setFields(failure.fields ?? {});
      } else {
        setError(texts.network);
      }
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit}>
      <TextField
        label="Date"
        name="date"
        type="date"
        required
        defaultValue={initial.date.slice(0, 10)}
        error={fields.date}
      />
      <TextField
        label="Title"
        name="title"
        required
        maxLength={200}
        defaultValue={initial.title}
        error={fields.title}
      />
      <BannerField currentImage={initial.image} required={imageRequired} error={fields.image} />
      <LazyRichTextEditor
        label="Description"
        initialHtml={initial.description}
        onChange={(html) => {
          description.current = html;
        }}
      />
      {fields.description ? <p className={styles.fieldError}>{fields.description}</p> : null}
      {error ? <StateMessage tone="error">{error}</StateMessage> : null}
      <div>
        <SubmitButton busy={busy} busyLabel={texts.busy}>
          {texts.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
