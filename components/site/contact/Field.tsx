import styles from './ContactForm.module.css';

type Common = { name: string; label: string; error?: string };
type InputProps = Common & { as?: 'input' } & React.InputHTMLAttributes<HTMLInputElement>;
type SelectProps = Common & { as: 'select' } & React.SelectHTMLAttributes<HTMLSelectElement>;
type AreaProps = Common & { as: 'textarea' } & React.TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled form control with its error message wired for assistive technology. */
export function Field(props: InputProps | SelectProps | AreaProps) {
  const { name, label, error } = props;
  const id = `contact-${name}`;
  const describedBy = error ? `${id}-error` : undefined;
  const a11y = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  let control: React.ReactNode;
  if (props.as === 'select') {
    const { as: _as, label: _label, error: _error, ...rest } = props;
    control = <select {...rest} {...a11y} />;
  } else if (props.as === 'textarea') {
    const { as: _as, label: _label, error: _error, ...rest } = props;
    control = <textarea {...rest} {...a11y} />;
  } else {
    const { as: _as, label: _label, error: _error, ...rest } = props;
    control = <input {...rest} {...a11y} />;
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
