'use client';
import { useState } from 'react';
import { newsFieldsSchema, type News } from '@/lib/domain/news';
import { instantToLondonWallTime } from '@/lib/domain/london-time';
import { draftIntentSchema, type DraftIntent } from '@/lib/domain/news-draft';
import { RichTextField } from '../editor/RichTextField';
import { ApiError } from '../queries/api-fetch';
import { useTextChecks } from '../queries/page-checks';
import { ChecksList } from '../ui/ChecksList';
import { StateMessage } from '../ui/PageTitle';
import { fieldErrors } from '@/lib/http/field-errors';
import { TextField } from '../ui/TextField';
import { BannerField } from './BannerField';
import { PublishAtField } from './PublishAtField';
import { SubmitButton } from '../ui/SubmitButton';
import styles from '../ui/AdminForm.module.css';

/** One of the form's buttons; `intent` tells a draft's door which one was pressed. */
export type NewsFormAction = {
  intent?: DraftIntent;
  label: string;
  busy: string;
  failed: string;
  network: string;
};

type Props<R> = {
  initial: Pick<News, 'date' | 'title' | 'description' | 'image' | 'image_alt'> & {
    publish_at?: string | null;
  };
  imageRequired: boolean;
  /** Offers "Publish at" (new news and drafts). */
  schedule?: boolean;
  actions: NewsFormAction[];
  submit: (form: FormData, intent: DraftIntent | undefined) => Promise<R>;
  onDone: (result: R, intent: DraftIntent | undefined) => void;
};

/** Date, title, banner and description, sent as multipart like the firm's API takes them. */
export function NewsForm<R>({
  initial,
  imageRequired,
  schedule,
  actions,
  submit,
  onDone,
}: Props<R>) {
  const [busy, setBusy] = useState<NewsFormAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  // The title and description as typed: the Checks list reads both, the form sends the
  // description (the other fields are read from the form when it is sent).
  const [copy, setCopy] = useState({ title: initial.title, description: initial.description });
  const checks = useTextChecks([copy.title], [copy.description]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    const intent = draftIntentSchema.safeParse(form.get('intent')).data;
    const action = actions.find((each) => each.intent === intent) ?? actions[0]!;
    const image = form.get('image');
    if (!(image instanceof File) || image.size === 0) form.delete('image');
    form.set('description', copy.description);
    // The same schema as the admin door: what it would refuse is shown before sending.
    const checked = newsFieldsSchema.safeParse(Object.fromEntries(form));
    if (!checked.success) {
      setFields(fieldErrors(checked.error));
      return;
    }
    setBusy(action);
    setError(null);
    setFields({});
    try {
      const result = await submit(form, intent);
      setBusy(null);
      onDone(result, intent);
    } catch (failure) {
      setBusy(null);
      if (failure instanceof ApiError) {
        setError(`${action.failed}${failure.serverMessage ?? 'Server error'}`);
        setFields(failure.fields ?? {});
      } else {
        setError(action.network);
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
        onChange={(event) => setCopy((now) => ({ ...now, title: event.target.value }))}
      />
      <BannerField currentImage={initial.image} required={imageRequired} error={fields.image} />
      <TextField
        label="Image description"
        name="image_alt"
        maxLength={300}
        defaultValue={initial.image_alt ?? ''}
        error={fields.image_alt}
      />
      <RichTextField
        label="Description"
        initialHtml={initial.description}
        error={fields.description}
        onChange={(description) => setCopy((now) => ({ ...now, description }))}
      />
      {schedule ? (
        <PublishAtField
          defaultValue={initial.publish_at ? instantToLondonWallTime(initial.publish_at) : ''}
          error={fields.publish_at}
        />
      ) : null}
      <ChecksList query={checks} />
      {error ? <StateMessage tone="error">{error}</StateMessage> : null}
      <div className={styles.actions}>
        {actions.map((action) => (
          <SubmitButton
            key={action.label}
            value={action.intent}
            // A draft may be unfinished: no banner yet, say.
            noValidate={action.intent === 'draft'}
            ghost={action.intent === 'draft'}
            busy={busy !== null}
            busyLabel={busy === action ? action.busy : undefined}
          >
            {action.label}
          </SubmitButton>
        ))}
      </div>
    </form>
  );
}
