'use client';
import { useState, type FormEvent } from 'react';
import type { MediaItem } from '@/lib/domain/media-library';
import { failureMessage } from '../queries/api-fetch';
import { useDescribeMedia } from '../queries/media-library';
import { StateMessage } from '../ui/PageTitle';
import { DescriptionFields, useDescription } from '../editor/DescriptionFields';
import styles from './MediaLibrary.module.css';

const places = (count: number) => (count === 1 ? '1 place' : `${count} places`);
const pages = (count: number) => (count === 1 ? '1 page has' : `${count} pages have`);

/**
 * The library's "Image description" of one picture: saved with it ("Save description"), or also
 * written as its alt text wherever it is used ("Replace description everywhere").
 */
export function MediaDescriptionForm({ item }: { item: MediaItem }) {
  const describe = useDescribeMedia();
  const alt = useDescription(item.description);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const everywhere = submitter?.getAttribute('value') === 'everywhere';
    const description = alt.read();
    if (description === undefined) return;
    setOutcome(null);
    try {
      const result = await describe.mutateAsync({
        id: item.id,
        description,
        everywhere,
      });
      const failed = result.failed.length
        ? ` Not changed in ${result.failed.join(', ')}: try again there.`
        : '';
      // What is public on a page changes only when it is published.
      const drafts = result.drafts
        ? ` ${pages(result.drafts)} a new draft: publish to show it there.`
        : '';
      setOutcome({
        tone: result.failed.length ? 'error' : 'info',
        text: everywhere
          ? `Description saved and replaced in ${places(result.changed)}.${drafts}${failed}`
          : 'Description saved.',
      });
    } catch (failure) {
      setOutcome({ tone: 'error', text: failureMessage(failure) });
    }
  }

  return (
    <form className={styles.describe} onSubmit={(event) => void save(event)} noValidate>
      <DescriptionFields
        {...alt.fields}
        decorativeLabel="Decorative"
        checkClassName={styles.check}
      />
      <div className={styles.actions}>
        <button type="submit" value="one" className="button" disabled={describe.isPending}>
          Save description
        </button>
        <button
          type="submit"
          value="everywhere"
          className="button button--ghost"
          disabled={describe.isPending}
        >
          Replace description everywhere
        </button>
      </div>
      {outcome ? <StateMessage tone={outcome.tone}>{outcome.text}</StateMessage> : null}
    </form>
  );
}
