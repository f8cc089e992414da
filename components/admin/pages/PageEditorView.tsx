'use client';
import { useState } from 'react';
import type { PageEditorState } from '@/lib/domain/site-page';
import { ApiError } from '../queries/api-fetch';
import { previewPath, usePageEditor, usePageWrites } from '../queries/pages';
import { usePageChecks } from '../queries/page-checks';
import { ChecksList } from '../ui/ChecksList';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { SubmitButton } from '../ui/SubmitButton';
import { PageHistory } from './PageHistory';
import { pageEditors } from './page-editors';
import { UnpublishService } from './UnpublishService';
import formStyles from '../ui/AdminForm.module.css';

export function PageEditorView({ pageKey }: { pageKey: string }) {
  const { data, isPending, isError } = usePageEditor(pageKey);
  // Kept here: the form starts again at each new revision, and what it said must outlive that.
  const [notice, setNotice] = useState<string | null>(null);
  if (isPending) return <StateMessage>Loading the page...</StateMessage>;
  if (isError || !data) return <StateMessage tone="error">Failed to fetch the page</StateMessage>;
  return (
    <>
      <PageTitle
        actions={
          <a
            href={data.path}
            className="button button--ghost"
            target="_blank"
            rel="noopener noreferrer"
          >
            View the public page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        }
      >
        Edit {data.title}
      </PageTitle>
      {/* A new revision (after a save) starts the form again from what was saved. */}
      <PageForm
        key={data.revision}
        state={data}
        notice={notice ?? stateNotice(data)}
        onNotice={setNotice}
      />
      {data.kind === 'service' && data.status === 'live' ? (
        <UnpublishService key={`unpublish-${data.revision}`} state={data} />
      ) : null}
      <PageHistory pageKey={pageKey} revision={data.revision} />
    </>
  );
}

type FormProps = {
  state: PageEditorState;
  notice: string | null;
  onNotice: (notice: string) => void;
};

// The copy is checked once, as it arrives, by its kind's schema; while someone types it may be
// incomplete (an emptied field), which the door then names beside the field. The doors open
// only pages with an editor, so every kind they answer is in pageEditors.
const editorOf = (state: PageEditorState) => pageEditors[state.kind];

function PageForm({ state, notice, onNotice }: FormProps) {
  const { schema, Fields } = editorOf(state);
  const [content, setContent] = useState<unknown>(() => schema.parse(state.content));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { saveDraft, publish } = usePageWrites(state.key);
  const checks = usePageChecks(state.key, content);
  const busy = saveDraft.isPending || publish.isPending;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)
      ?.value;
    const input = { revision: state.revision, content };
    setErrors({});
    setRefusal(null);
    try {
      if (intent === 'publish') {
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
  );
}

/** What the editor says of the page as it opens. */
function stateNotice(state: PageEditorState): string | null {
  if (state.status === 'draft') return 'This service is not published yet.';
  if (state.status === 'unpublished')
    return 'This service is unpublished: publish it to bring it back.';
  return state.hasDraft ? 'This page has a saved draft that is not public yet.' : null;
}
