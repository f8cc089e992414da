'use client';
import { useId } from 'react';
import control from '../ui/Control.module.css';
import fieldStyles from '../ui/TextField.module.css';
import styles from './BannerField.module.css';

type Props = { defaultValue: string; error?: string; hint?: string };

const NEWS_HINT = 'Post News publishes it then; leave empty to post now.';

/** "Publish at": a date and time on the firm's clock (Europe/London), said beside the field. */
export function PublishAtField({ defaultValue, error, hint = NEWS_HINT }: Props) {
  const id = useId();
  return (
    // The text fields' look for the label and input; the banner's for the hint beside it.
    <div className={fieldStyles.field}>
      <label htmlFor={id}>Publish at</label>
      <input
        id={id}
        className={control.control}
        type="datetime-local"
        name="publish_at"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        UK time (Europe/London). {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
