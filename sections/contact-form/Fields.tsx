'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import type { FieldsProps } from '../fields-props';

/** The form's own fields and answers are the contact page's: the section only introduces it. */
export function ContactFormFields({ section, onChange, errors }: FieldsProps<'contact-form'>) {
  const text = copyText(section, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('text', 'Text', 2)}
    </>
  );
}
