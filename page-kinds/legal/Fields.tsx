'use client';
import { pageEditor } from '../page-editor';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { FIRM_FACT_PLACEHOLDERS, type LegalPage, legalPageSchema } from './shape';
import { RichTextField } from '@/components/admin/editor/RichTextField';
import { TextField } from '@/components/admin/ui/TextField';
import { copyText } from '@/components/admin/page-fields/copy-text';
import formStyles from '@/components/admin/ui/AdminForm.module.css';

/** A policy: the line under its title, the date of this revision, and its text. */
export function LegalFields({ content, onChange, errors }: PageFieldsProps<LegalPage>) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      {text('summary', 'Summary', 2)}
      <TextField
        label="Last updated"
        name="updated"
        type="date"
        value={content.updated}
        error={errors.updated}
        onChange={(e) => onChange({ ...content, updated: e.target.value })}
      />
      <RichTextField
        label="Body"
        initialHtml={content.body}
        error={errors.body}
        onChange={(body) => onChange({ ...content, body })}
      />
      <p className={formStyles.hint}>
        Write {FIRM_FACT_PLACEHOLDERS.email} or {FIRM_FACT_PLACEHOLDERS.registeredOffice} where the
        text names the firm’s e-mail address or registered office: the page shows them as they are
        in Settings. Each Heading 2 is listed under “On this page”.
      </p>
    </>
  );
}

export const legalEditor = pageEditor(legalPageSchema, LegalFields);
