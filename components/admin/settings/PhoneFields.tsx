'use client';
import { MAX_PHONES } from '@/lib/domain/company-details';
import { PHONE_FIELD_LABELS } from '@/lib/domain/company-field-labels';
import { TextField } from '../ui/TextField';
import formStyles from '../ui/AdminForm.module.css';
import styles from './Settings.module.css';

/** One phone as the form holds it: `key` stays with the row while others come and go. */
export type PhoneRow = { key: number; number: string; label: string };

export const phoneFieldName = (row: PhoneRow, field: keyof typeof PHONE_FIELD_LABELS) =>
  `phone-${field}-${row.key}`;

type Props = {
  rows: PhoneRow[];
  errors: Record<string, string | undefined>;
  onAdd: () => void;
  onRemove: (key: number) => void;
};

/** The phone numbers, the main one first; at least one, at most MAX_PHONES. */
export function PhoneFields({ rows, errors, onAdd, onRemove }: Props) {
  return (
    <fieldset className={styles.group}>
      <legend>Phone numbers</legend>
      <p className={formStyles.hint}>
        The first is the main number: search engines, e-mails and the booking section give it.
      </p>
      {rows.map((row, index) => {
        const name = index === 0 ? 'Main phone' : `Phone ${index + 1}`;
        return (
          <fieldset key={row.key} className={styles.phone}>
            <legend>{name}</legend>
            <TextField
              label={PHONE_FIELD_LABELS.number}
              name={phoneFieldName(row, 'number')}
              type="tel"
              autoComplete="off"
              maxLength={30}
              defaultValue={row.number}
              error={errors[`phones.${index}.number`]}
            />
            <TextField
              label={PHONE_FIELD_LABELS.label}
              name={phoneFieldName(row, 'label')}
              maxLength={60}
              defaultValue={row.label}
              error={errors[`phones.${index}.label`]}
            />
            {rows.length > 1 ? (
              <button
                type="button"
                className={`button button--ghost ${styles.remove}`}
                aria-label={`Remove ${name.toLowerCase()}`}
                onClick={() => onRemove(row.key)}
              >
                Remove
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {errors.phones ? <p className={formStyles.error}>{errors.phones}</p> : null}
      <div>
        <button
          type="button"
          className="button button--ghost"
          onClick={onAdd}
          disabled={rows.length >= MAX_PHONES}
        >
          Add a phone number
        </button>
      </div>
    </fieldset>
  );
}
