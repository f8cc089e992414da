'use client';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/dates/date-formats';
import { mediaName, type MediaItem } from '@/lib/domain/media-library';
import { failureMessage } from '../queries/api-fetch';
import { useRemoveMedia } from '../queries/media-library';
import { StateMessage } from '../ui/PageTitle';
import { RemoveButton } from '../ui/RemoveButton';
import { MediaDescriptionForm } from './MediaDescriptionForm';
import { MediaUses } from './MediaUses';
import styles from './MediaLibrary.module.css';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One picture of the library: thumbnail, facts, where it is used, its description and Remove. */
export function MediaCard({ item }: { item: MediaItem }) {
  const headingId = useId();
  const remove = useRemoveMedia();
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = mediaName(item);
  const pixels = item.width && item.height ? `${item.width} × ${item.height} px, ` : '';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {/* The thumbnail repeats the heading, so it is not announced twice. Our own upload,
          already cleaned and sized by its uploader: nothing for next/image to do. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.thumbnail} src={item.src} alt="" loading="lazy" />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        <dl className={styles.facts}>
          <dt>Size</dt>
          <dd>
            {pixels}
            {kilobytes(item.bytes)}
          </dd>
          <dt>Added</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            {item.createdBy ? ` by ${item.createdBy}` : ''}
          </dd>
          <dt>Used in</dt>
          <dd>
            <MediaUses uses={item.uses} />
          </dd>
        </dl>
        <MediaDescriptionForm item={item} />
        <RemoveButton
          pending={remove.isPending}
          who={name}
          onClick={() => {
            setRefusal(null);
            remove
              .mutateAsync(item.id)
              .catch((failure: unknown) => setRefusal(failureMessage(failure)));
          }}
        />
        {refusal ? <StateMessage tone="error">{refusal}</StateMessage> : null}
      </div>
    </article>
  );
}
