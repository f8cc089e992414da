import { useId } from 'react';
import control from './Control.module.css';
import styles from './TextField.module.css';

type Props = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** Announce the error as it appears (a form checked on submit, with the focus elsewhere). */
  announceError?: boolean;
};

/** A labelled input with its error tied to it for assistive technology. */
export function TextField({ label, error, announceError, id, className, ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className={control.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type AreaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
};

/** As TextField, for a paragraph. */
export function TextAreaField({ label, error, id, className, ...area }: AreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const errorId = `${areaId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={areaId}>{label}</label>
      <textarea
        id={areaId}
        className={control.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...area}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
