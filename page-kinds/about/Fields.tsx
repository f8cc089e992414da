'use client';
import { pageEditor } from '../page-editor';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { type AboutPage, aboutPageSchema } from './shape';
import fieldsets from '@/components/admin/ui/Fieldsets.module.css';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { PageSections } from '@/sections/PageSections';
import { PictureFields } from '@/components/admin/page-fields/PictureFields';

/** The About page: its opening, then its sections. */
export function AboutFields({ content, onChange, errors }: PageFieldsProps<AboutPage>) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      <fieldset className={fieldsets.group}>
        <legend>Opening</legend>
        {text('heading', 'Heading')}
        {text('lead', 'Introduction', 3)}
        <PictureFields content={content} onChange={onChange} errors={errors} />
      </fieldset>
      <PageSections content={content} onChange={onChange} errors={errors} />
    </>
  );
}

export const aboutEditor = pageEditor(aboutPageSchema, AboutFields);
