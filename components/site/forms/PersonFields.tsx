import { CONTACT_LIMITS as LIMITS, PHONE_PATTERN } from '@/lib/domain/field-limits';
import { Field } from './Field';
import type { FieldErrors } from './submit-form';

type Props = {
  /** The form's own copy for the three labels (lib/content/pages). */
  text: { fullNameLabel: string; emailLabel: string; phoneLabel: string };
  errors: FieldErrors;
  /** The forms' ids differ ("contact-full_name", "apply-full_name"); Field's default is "contact". */
  idPrefix?: string;
};

// The attributes the browser checks without the script; the doors' schemas read the same limits.
const FIELDS = [
  {
    name: 'full_name',
    label: 'fullNameLabel',
    autoComplete: 'name',
    minLength: LIMITS.fullNameMin,
    maxLength: LIMITS.fullName,
  },
  {
    name: 'userEmail',
    label: 'emailLabel',
    type: 'email',
    autoComplete: 'email',
    maxLength: LIMITS.email,
  },
  {
    name: 'phone_number',
    label: 'phoneLabel',
    type: 'tel',
    autoComplete: 'tel',
    pattern: PHONE_PATTERN,
  },
] as const;

/**
 * Who is writing: name, e-mail and phone, asked the same way by the contact and application
 * forms. No hooks: it renders on the server, and works before (or without) the script.
 */
export function PersonFields({ text, errors, idPrefix }: Props) {
  return (
    <>
      {FIELDS.map(({ label, ...input }) => (
        <Field
          key={input.name}
          {...input}
          idPrefix={idPrefix}
          label={text[label]}
          error={errors[input.name]}
          required
        />
      ))}
    </>
  );
}
