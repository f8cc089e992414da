'use client';
import { useId, useRef, useState } from 'react';
import { mediaFileName } from '@/lib/domain/media-library';
import { MAX_IMAGE_BYTES } from '@/lib/domain/image';
import { IMAGE_TOO_LARGE } from '@/lib/own-data/media/media-file';
import { useLibraryPicker } from '@/components/admin/editor/use-library-picker';
import { uploadFailure, useUploadMedia } from '@/components/admin/queries/media';
import { SelectField } from '@/components/admin/ui/SelectField';
import styles from './PictureSelect.module.css';

type Props = {
  label: string;
  name: string;
  value: string;
  /** The site's own pictures a page may show, by what they show. */
  pictures: Record<string, string>;
  /** An option for "no picture of its own" (its text), e.g. the site's default social image. */
  none?: string;
  /** The picture chosen, with the library's description of it when it has one. */
  onChange: (src: string, description?: string) => void;
};

const failure = (error: unknown) =>
  uploadFailure(error, 'The picture could not be uploaded. Check your connection and try again.');

/**
 * A page's picture: one of the site's own, or one of the firm's: uploaded here (through the one
 * image cleaner, as in the rich-text editor) or chosen from the media library.
 */
export function PictureSelect({ label, name, value, pictures, none, onChange }: Props) {
  const upload = useUploadMedia();
  const library = useLibraryPicker();
  const file = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState<{ text: string; error?: boolean } | null>(null);
  const statusId = useId();
  const own = value !== '' && !(value in pictures);

  async function uploaded(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > MAX_IMAGE_BYTES) return setSaid({ text: IMAGE_TOO_LARGE, error: true });
    setSaid({ text: 'Uploading the picture...' });
    try {
      const { src } = await upload.mutateAsync(chosen);
      onChange(src);
      setSaid({ text: 'Picture uploaded: describe it below.' });
    } catch (error) {
      setSaid({ text: failure(error), error: true });
    }
    if (file.current) file.current.value = '';
  }

  async function choose() {
    const item = await library.pick();
    if (!item) return;
    onChange(item.src, item.description || undefined);
    setSaid(null);
  }

  return (
    <div className={styles.picture}>
      <SelectField
        label={label}
        name={name}
        value={value}
        aria-describedby={statusId}
        onChange={(e) => onChange(e.target.value)}
      >
        {none !== undefined && <option value="">{none}</option>}
        {own && <option value={value}>Your picture ({mediaFileName({ src: value })})</option>}
        {Object.entries(pictures).map(([path, text]) => (
          <option key={path} value={path}>
            {text}
          </option>
        ))}
      </SelectField>
      <div className={styles.actions}>
        <button type="button" className="button button--ghost" onClick={() => void choose()}>
          Choose from library
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={upload.isPending}
          onClick={() => file.current?.click()}
        >
          Upload a picture
        </button>
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          // Chosen through the button beside it; named apart from the field, whose label alone
          // names the picture (a second element named after it would make the label ambiguous).
          aria-label="Picture file"
          tabIndex={-1}
          hidden
          onChange={(e) => void uploaded(e.target.files?.[0])}
        />
      </div>
      {/* Announced without the status role: the form's own status says what a save did. */}
      <p id={statusId} aria-live={said?.error ? 'assertive' : 'polite'} className={styles.said}>
        {said?.text}
      </p>
      {library.dialog}
    </div>
  );
}
