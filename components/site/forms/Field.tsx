import styles from './Form.module.css';

type Common = {
  name: string;
  label: string;
  /** A line under the label, e.g. the formats a file may have. */
  hint?: string;
  error?: string;
  idPrefix?: string;
};
type InputProps = Common & { as?: 'input' } & React.InputHTMLAttributes<HTMLInputElement>;
type SelectProps = Common & { as: 'select' } & React.SelectHTMLAttributes<HTMLSelectElement>;
type AreaProps = Common & { as: 'textarea' } & React.TextareaHTMLAttributes<HTMLTextAreaElement>;

/** The attributes a field passes on to its control: all but the field's own props. */
function controlAttributes<P extends Common & { as?: string }>(props: P) {
  const { as: _as, label: _label, hint: _hint, error: _error, idPrefix: _prefix, ...rest } = props;
  return rest;
}

/** A labelled form control with its error message wired for assistive technology. */
export function Field(props: InputProps | SelectProps | AreaProps) {
  const { name, label, hint, error, idPrefix = 'contact' } = props;
  const id = `${idPrefix}-${name}`;
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const a11y = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  let control: React.ReactNode;
  if (props.as === 'select') {
    control = <select {...controlAttributes(props)} {...a11y} />;
  } else if (props.as === 'textarea') {
    control = <textarea {...controlAttributes(props)} {...a11y} />;
  } else {
    control = <input {...controlAttributes(props)} {...a11y} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
