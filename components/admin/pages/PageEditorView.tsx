'use client';
import { useState } from 'react';
import type { PageEditorState } from '@/lib/domain/site-page';
import { formatLondonTime } from '@/lib/domain/london-time';
import { usePageEditor } from '../queries/pages';
import { PageTitle, StateMessage } from '../ui/PageTitle';
import { PageForm } from './PageForm';
import { PageHistory } from './PageHistory';
import { UnpublishService } from './UnpublishService';

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
      {(data.kind === 'service' || data.kind === 'own') && data.status === 'live' ? (
        <UnpublishService key={`unpublish-${data.revision}`} state={data} />
      ) : null}
      <PageHistory pageKey={pageKey} revision={data.revision} />
    </>
  );
}

/** What the editor says of the page as it opens. */
function stateNotice(state: PageEditorState): string | null {
  if (state.scheduled) {
    const late = state.scheduled.error
      ? ` Not published yet, retrying: ${state.scheduled.error}`
      : '';
    return `Scheduled to publish at ${formatLondonTime(state.scheduled.at)}. Saving or publishing now cancels the schedule.${late}`;
  }
  const noun = state.kind === 'own' ? 'page' : 'service';
  if (state.status === 'draft') return `This ${noun} is not published yet.`;
  if (state.status === 'unpublished')
    return `This ${noun} is unpublished: publish it to bring it back.`;
  return state.hasDraft ? 'This page has a saved draft that is not public yet.' : null;
}
