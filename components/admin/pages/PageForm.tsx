'use client';
import { useState } from 'react';
import { formatLondonTime, instantToLondonWallTime } from '@/lib/domain/london-time';
import type { PageEditorState } from '@/lib/domain/site-page';
import { PublishAtField } from '../news/PublishAtField';
import { ApiError } from '../queries/api-fetch';
import { previewPath, usePageWrites } from '../queries/pages';
import { usePageChecks } from '../queries/page-checks';
import { ChecksList } from '../ui/ChecksList';
import { SubmitButton } from '../ui/SubmitButton';
import { LivePreview } from './LivePreview';
import { pageEditors } from '@/page-kinds/editors.generated';
import formStyles from '../ui/AdminForm.module.css';
import previewStyles from './LivePreview.module.css';

type FormProps = {
  state: PageEditorState;
  notice: string | null;
  onNotice: (notice: string) => void;
};

// The copy is checked once, as it arrives, by its kind's schema; while someone types it may be
// incomplete (an emptied field), which the door then names beside the field. The doors open
// only pages with an editor, so every kind they answer is in pageEditors.
const editorOf = (state: PageEditorState) => pageEditors[state.kind];

export function PageForm({ state, notice, onNotice }: FormProps) {
  const { schema, Fields } = editorOf(state);
  const [content, setContent] = useState<unknown>(() => schema.parse(state.content));
  const checks = usePageChecks(state.key, content);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { saveDraft, publish, schedule } = usePageWrites(state.key);
  const busy = saveDraft.isPending || publish.isPending || schedule.isPending;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)
      ?.value;
    const input = { revision: state.revision, content };
    const publishAt = String(new FormData(event.currentTarget).get('publish_at') ?? '');
    setErrors({});
    setRefusal(null);
    try {
      if (intent === 'publish' && publishAt) {
        const scheduled = await schedule.mutateAsync({ ...input, publishAt });
        onNotice(
          `Scheduled: this version is published at ${formatLondonTime(scheduled.publishAt)}.`,
        );
      } else if (intent === 'publish') {
        const { version } = await publish.mutateAsync(input);
        onNotice(`Published: version ${version} is live.`);
      } else {
        await saveDraft.mutateAsync(input);
        onNotice('Draft saved. It is not public until you publish it.');
      }
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fields ?? {});
        setRefusal(error.serverMessage ?? 'The page could not be saved.');
      } else setRefusal('The page could not be saved. Please check your connection and try again.');
    }
  }

  return (
    <div className={previewStyles.editor}>
      <form
        className={formStyles.form}
        onSubmit={submit}
        noValidate
        aria-label={`Edit ${state.title}`}
      >
        <p className={formStyles.hint}>
          Address: <a href={state.path}>{state.path}</a>
        </p>
        <Fields content={content} onChange={setContent} errors={errors} />
        <ChecksList query={checks} />
        <PublishAtField
          defaultValue={state.scheduled ? instantToLondonWallTime(state.scheduled.at) : ''}
          error={errors.publishAt}
          hint="Publish makes this version public then; leave empty to publish now."
        />
        <p role="alert" className={formStyles.error}>
          {refusal}
        </p>
        <p role="status">{notice}</p>
        <div className="button-row">
          <SubmitButton value="draft" ghost busy={busy}>
            Save draft
          </SubmitButton>
          <a
            href={previewPath(state.key)}
            className="button button--ghost"
            target="_blank"
            rel="noopener noreferrer"
          >
            Preview<span className="visually-hidden"> the saved draft (opens in a new tab)</span>
          </a>
          <SubmitButton value="publish" busy={busy} busyLabel="Publishing...">
            Publish
          </SubmitButton>
        </div>
      </form>
      <LivePreview
        pageKey={state.key}
        path={state.path}
        title={state.title}
        ownPage={state.kind === 'own'}
        content={content}
      />
    </div>
  );
}
