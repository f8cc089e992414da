'use client';
import { useEffect, useId, useState } from 'react';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/domain/image';
import styles from './BannerField.module.css';

type Props = { currentImage: string | null; required: boolean; error?: string };

/** The banner upload with a preview of the chosen file (or of the current banner when editing). */
export function BannerField({ currentImage, required, error }: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const large = !!file && file.size > MAX_IMAGE_BYTES;
    event.target.setCustomValidity(large ? 'The banner image is larger than 5 MB.' : '');
    setTooLarge(large);
    setPreview(file && !large ? URL.createObjectURL(file) : null);
  }

  const shown = preview ?? currentImage;
  const message = tooLarge ? 'The banner image is larger than 5 MB.' : error;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Banner image</label>
      <input
        id={id}
        type="file"
        name="image"
        accept={IMAGE_TYPES.join(',')}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={onChange}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        JPEG, PNG, WebP or GIF, up to 5 MB.
        {required ? '' : ' Leave empty to keep the current banner.'}
      </p>
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
      {shown ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={shown}
          alt={preview ? 'Preview of the chosen banner' : 'The current banner'}
          className={styles.preview}
        />
      ) : null}
    </div>
  );
}
