'use client';
import { useState } from 'react';
import { TextField } from '../ui/TextField';

const DESCRIBE_OR_DECORATIVE = 'Describe the picture, or mark it as decorative';

/** The alt text the fields give: '' for decorative, the description, or undefined for neither. */
const altOf = (text: string, decorative: boolean): string | undefined =>
  decorative ? '' : text.trim() || undefined;

/**
 * The fields' state, from a picture's description (`null`: none yet; '': decorative). `read()`
 * gives the alt text to save, or undefined with the fields saying what is missing.
 */
export function useDescription(initial: string | null) {
  const [text, setText] = useState(initial ?? '');
  const [decorative, setDecorative] = useState(initial === '');
  const [error, setError] = useState<string>();
  return {
    fields: { text, decorative, error, onText: setText, onDecorative: setDecorative },
    read() {
      const alt = altOf(text, decorative);
      setError(alt === undefined ? DESCRIBE_OR_DECORATIVE : undefined);
      return alt;
    },
  };
}

type Props = {
  text: string;
  decorative: boolean;
  error?: string;
  onText: (text: string) => void;
  onDecorative: (decorative: boolean) => void;
  /** The checkbox's words: where it stands alone it explains itself. */
  decorativeLabel: string;
  checkClassName?: string;
};

/**
 * A picture's "Image description" and its "Decorative" choice (alt=""), as the editor's dialog
 * and the media library both ask for them. The description is blank and off while decorative.
 */
export function DescriptionFields(props: Props) {
  const { text, decorative, error, onText, onDecorative, decorativeLabel, checkClassName } = props;
  return (
    <>
      <TextField
        label="Image description"
        value={decorative ? '' : text}
        disabled={decorative}
        maxLength={300}
        error={error}
        onChange={(event) => onText(event.target.value)}
      />
      <label className={checkClassName}>
        <input
          type="checkbox"
          checked={decorative}
          onChange={(event) => onDecorative(event.target.checked)}
        />
        {decorativeLabel}
      </label>
    </>
  );
}
