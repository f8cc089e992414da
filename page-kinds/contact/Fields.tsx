'use client';
import { pageEditor } from '../page-editor';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { type ContactPage, contactPageSchema } from './shape';
import { StepsField } from '@/components/admin/page-fields/CopyLists';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { copyList } from '@/components/admin/page-fields/copy-list';

/**
 * The contact page's own words. The firm's phone numbers, e-mail, address and hours are the
 * company details (Settings), and the form's labels are the form's.
 */
export function ContactFields({ content, onChange, errors }: PageFieldsProps<ContactPage>) {
  const text = copyText(content, onChange, errors);
  const list = copyList(content, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Introduction', 3)}
      {text('formHeading', 'Form heading')}
      {text('stepsHeading', 'Next steps heading')}
      <StepsField legend="Next steps" {...list('steps')} />
      {text('bookingHeading', 'Booking heading')}
      {text('bookingIntro', 'Booking introduction', 2)}
    </>
  );
}

export const contactEditor = pageEditor(contactPageSchema, ContactFields);
