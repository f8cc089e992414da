'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { saveConsent } from '@/lib/consent/consent';
import { CloseDialogButton } from '../CloseDialogButton';
import styles from './CookiePreferences.module.css';

type Choice = { analytics: boolean; marketing: boolean };
type Props = { initial: Choice; onClosed: () => void };

const categories = [
  {
    key: 'essential',
    label: 'Essential',
    detail: 'Remember your cookie choice and keep the site secure. Always on.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    detail: 'Count visits anonymously so we can see which pages help people most.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    detail: 'Load our live chat and the consultation booking calendar from their providers.',
  },
] as const;

export default function CookiePreferences({ initial, onClosed }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<Choice>(initial);

  // A modal <dialog> traps the page behind it, closes on Escape and returns focus on close.
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  function save(event: FormEvent) {
    event.preventDefault();
    saveConsent(choice);
    dialog.current?.close();
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="cookie-preferences-title"
      // React's development double mount closes and reopens the dialog: only a real close counts.
      onClose={() => dialog.current?.open || onClosed()}
    >
      <form onSubmit={save} className={styles.form}>
        <h2 id="cookie-preferences-title">Cookie Preferences</h2>
        <p className={styles.intro}>
          Choose which optional cookies we may use. You can change your mind at any time from the
          Cookie Settings link at the foot of every page.
        </p>
        <ul className={styles.list}>
          {categories.map(({ key, label, detail }) => {
            const locked = key === 'essential';
            return (
              <li key={key} className={styles.item}>
                <div>
                  <label htmlFor={`consent-${key}`} className={styles.label}>
                    {label}
                  </label>
                  <p id={`consent-${key}-detail`} className={styles.detail}>
                    {detail}
                  </p>
                </div>
                <input
                  id={`consent-${key}`}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  aria-describedby={`consent-${key}-detail`}
                  checked={locked ? true : choice[key]}
                  disabled={locked}
                  onChange={
                    locked
                      ? undefined
                      : (event) => setChoice({ ...choice, [key]: event.target.checked })
                  }
                  readOnly={locked}
                />
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Save Preferences
          </button>
          <CloseDialogButton dialog={dialog} />
        </div>
      </form>
    </dialog>
  );
}
