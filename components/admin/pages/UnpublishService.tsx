'use client';
import { useState } from 'react';
import type { PageEditorState } from '@/lib/domain/site-page';
import { ApiError } from '../queries/api-fetch';
import { usePageWrites, usePagesList } from '../queries/pages';
import { SelectField } from '../ui/SelectField';
import { SubmitButton } from '../ui/SubmitButton';
import formStyles from '../ui/AdminForm.module.css';

const GONE = '';

/**
 * Unpublish a live service or page of the firm's own: it leaves the menus, lists, sitemap and
 * search; its address sends visitors to the page chosen here, or answers 410 Gone. Publishing it
 * again brings it back.
 */
export function UnpublishService({ state }: { state: PageEditorState }) {
  const noun = state.kind === 'own' ? 'page' : 'service';
  const pages = usePagesList();
  const { unpublish } = usePageWrites(state.key);
  const [to, setTo] = useState(GONE);
  const [said, setSaid] = useState<{ error?: string; field?: string } | null>(null);
  const targets = (pages.data ?? []).filter(
    (page) => page.key !== state.key && page.status !== 'draft' && page.status !== 'unpublished',
  );

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaid(null);
    try {
      await unpublish.mutateAsync({ revision: state.revision, to });
    } catch (error) {
      if (error instanceof ApiError)
        setSaid({ error: error.serverMessage, field: error.fields?.to ?? error.fields?.revision });
      else setSaid({ error: `The ${noun} could not be unpublished. Please try again.` });
    }
  }

  // Folded away: its button would otherwise sit beside "Publish" under a name that contains it.
  // A region, not a named form: the page's editor stays the screen's one form.
  return (
    <details>
      <summary>Take this {noun} off the site</summary>
      <section aria-labelledby="unpublish-heading">
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <h2 id="unpublish-heading">Unpublish</h2>
          <p className={formStyles.hint}>
            {noun === 'service'
              ? 'Takes the service out of the menus, the home page, the footer, the contact form, the sitemap and search.'
              : 'Takes the page out of the sitemap and search.'}{' '}
            Its copy and history stay here; publish it again to bring it back.
          </p>
          <SelectField
            label="Afterwards, its address"
            name="to"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          >
            <option value={GONE}>Answers 410 Gone (the {noun} has ended)</option>
            {targets.map((page) => (
              <option key={page.key} value={page.path}>
                Sends visitors to {page.title} ({page.path})
              </option>
            ))}
          </SelectField>
          <p role="alert" className={formStyles.error}>
            {said ? [said.error, said.field].filter(Boolean).join(' ') : null}
          </p>
          <div className="button-row">
            <SubmitButton ghost busy={unpublish.isPending} busyLabel="Unpublishing...">
              Unpublish
            </SubmitButton>
          </div>
        </form>
      </section>
    </details>
  );
}
