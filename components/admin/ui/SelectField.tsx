import { useId } from 'react';
import control from './Control.module.css';
import styles from './SelectField.module.css';

type Props = React.SelectHTMLAttributes<HTMLSelectElement> & { label: string };

/** A select with its label beside it: the filters and settings of admin lists and cards. */
export function SelectField({ label, id, className, children, ...select }: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} className={control.control} {...select}>
        {children}
      </select>
    </div>
  );
}
