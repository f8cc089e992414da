'use client';
import { pageEditor } from '../page-editor';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { type HomePage, homePageSchema } from './shape';
import fieldsets from '@/components/admin/ui/Fieldsets.module.css';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { PageSections } from '@/sections/PageSections';
import { PictureFields } from '@/components/admin/page-fields/PictureFields';

/** The home page: its opening (after the firm's name, which stays its own), then its sections. */
export function HomeFields({ content, onChange, errors }: PageFieldsProps<HomePage>) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      <fieldset className={fieldsets.group}>
        <legend>Opening</legend>
        {text('eyebrow', 'Line above the heading')}
        {text('heading', 'Heading (after the firm’s name)')}
        {text('lead', 'Introduction', 3)}
        {text('ctaLabel', 'Button to book a consultation')}
        {text('servicesLinkLabel', 'Link to the services')}
        <PictureFields content={content} onChange={onChange} errors={errors} />
      </fieldset>
      <PageSections content={content} onChange={onChange} errors={errors} />
    </>
  );
}

export const homeEditor = pageEditor(homePageSchema, HomeFields);
