'use client';
import { useRef, useState } from 'react';
import {
  companyDetailsSaveSchema,
  type CompanyDetails,
  type CompanySettings,
} from '@/lib/domain/company-details';
import { COMPANY_FIELD_LABELS as LABELS } from '@/lib/domain/company-field-labels';
import { useSaveCompanySettings } from '../queries/settings';
import { useFlash } from '../ui/FlashProvider';
import { FormEnd } from '../ui/FormEnd';
import { TextField } from '../ui/TextField';
import { useRefusal } from '../ui/use-refusal';
import { PhoneFields, phoneFieldName, type PhoneRow } from './PhoneFields';
import formStyles from '../ui/AdminForm.module.css';
import styles from './Settings.module.css';

type TextFieldName = Exclude<keyof CompanyDetails, 'phones'>;

/**
 * The firm's contact details, checked with the door's own schema before they are sent with the
 * version they were loaded at: a save over someone else's since is refused by the door, which
 * names them, and nothing is overwritten.
 */
export function CompanyDetailsForm({ settings }: { settings: CompanySettings }) {
  const { details, version } = settings;
  const save = useSaveCompanySettings();
  const flash = useFlash();
  const form = useRef<HTMLFormElement>(null);
  const refusal = useRefusal(form);
  const nextKey = useRef(details.phones.length);
  const [phones, setPhones] = useState<PhoneRow[]>(() =>
    details.phones.map((phone, key) => ({ key, ...phone })),
  );

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const checked = companyDetailsSaveSchema.safeParse({
      version,
      email: text('email'),
      phones: phones.map((row) => ({
        number: text(phoneFieldName(row, 'number')),
        label: text(phoneFieldName(row, 'label')),
      })),
      ...Object.fromEntries(textFields.map((field) => [field, text(field)])),
    });
    if (!refusal.checked(checked)) return;
    try {
      await save.mutateAsync(checked.data);
      flash('The company details are saved: the website shows them now.');
    } catch (failure) {
      refusal.refused(
        failure,
        'The details could not be saved. Check the connection and try again.',
      );
    }
  }

  const field = (name: TextFieldName, props: Partial<React.ComponentProps<typeof TextField>>) => (
    <TextField
      key={name}
      label={LABELS[name]}
      name={name}
      defaultValue={details[name]}
      error={refusal.fields[name]}
      {...props}
    />
  );

  return (
    <form ref={form} method="post" className={formStyles.form} onSubmit={onSubmit} noValidate>
      {field('email', { type: 'email', autoComplete: 'off', maxLength: 254 })}
      <PhoneFields
        rows={phones}
        errors={refusal.fields}
        onAdd={() =>
          setPhones((rows) => [...rows, { key: nextKey.current++, number: '', label: '' }])
        }
        onRemove={(key) => setPhones((rows) => rows.filter((row) => row.key !== key))}
      />
      <fieldset className={styles.group}>
        <legend>Office (the registered office on the legal pages)</legend>
        {field('streetAddress', { maxLength: 120 })}
        {field('town', { maxLength: 60 })}
        <p className={formStyles.hint}>
          The county or region is optional: only search engines read it.
        </p>
        {field('region', { maxLength: 60 })}
        {field('postcode', { maxLength: 10, autoCapitalize: 'characters' })}
      </fieldset>
      {field('openingHours', { maxLength: 200 })}
      <fieldset className={styles.group}>
        <legend>Social profiles</legend>
        <p className={formStyles.hint}>
          Each profile’s https address; leave one empty to hide its link on the website.
        </p>
        {socialFields.map((name) => field(name, { type: 'url', maxLength: 300 }))}
      </fieldset>
      <FormEnd error={refusal.error} busy={save.isPending} action="Save" pending="Saving..." />
    </form>
  );
}

const socialFields = ['facebook', 'instagram', 'linkedin', 'whatsapp'] as const;
const textFields: readonly TextFieldName[] = [
  'streetAddress',
  'town',
  'region',
  'postcode',
  'openingHours',
  ...socialFields,
];
