'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { DescriptionFields, useDescription } from './DescriptionFields';
import styles from './ImageDescription.module.css';

/** What was answered: a description, '' for a decorative picture, or undefined (cancelled). */
type Answer = string | undefined;
type Asked = { initial: string | null; resolve: (answer: Answer) => void };

/**
 * Asks for a picture's description in a modal dialog: "Image description", or "Decorative"
 * (alt="", nothing for a screen reader to say). Cancelling leaves the picture as it was, and an
 * undescribed one cannot be published (lib/domain/described-images.ts).
 */
export function useImageDescription() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = (initial: string | null) =>
    new Promise<Answer>((resolve) => setAsked({ initial, resolve }));
  const answer = (value: Answer) => {
    asked?.resolve(value);
    setAsked(null);
  };
  const dialog = asked ? <DescriptionDialog initial={asked.initial} onAnswer={answer} /> : null;
  return { ask, dialog };
}

function DescriptionDialog({
  initial,
  onAnswer,
}: {
  initial: string | null;
  onAnswer: (answer: Answer) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const description = useDescription(initial);
  const answered = useRef(false);

  // Modal: traps the focus, closes on Escape (a cancel) and gives the focus back on close.
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const finish = (value: Answer) => {
    answered.current = true;
    onAnswer(value);
  };
  function save(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const alt = description.read();
    if (alt !== undefined) finish(alt);
  }

  // Outside the editor's own form: a form cannot hold another.
  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="image-description-title"
      onClose={() => answered.current || dialog.current?.open || finish(undefined)}
    >
      <form onSubmit={save} className={styles.form} noValidate>
        <h2 id="image-description-title">Image description</h2>
        <p>Say what the picture shows for people who cannot see it.</p>
        <DescriptionFields
          {...description.fields}
          decorativeLabel="Decorative: it adds nothing to the text, so nothing is said for it"
          checkClassName={styles.check}
        />
        <div className={styles.actions}>
          <button type="submit" className="button">
            Save description
          </button>
          <button type="button" className="button button--ghost" onClick={() => finish(undefined)}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
