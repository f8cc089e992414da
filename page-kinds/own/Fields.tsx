'use client';
import { pageEditor } from '../page-editor';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { type OwnPage, ownPageSchema } from './shape';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { PageSections } from '@/sections/PageSections';
import { AddressField } from '@/components/admin/page-fields/AddressField';

/** A page of the firm's own: its title (the page's heading), its address, and its sections. */
export function OwnFields({ content, onChange, errors }: PageFieldsProps<OwnPage>) {
  const text = copyText(content, onChange, errors);
  return (
    <>
      {text('title', 'Title')}
      <AddressField
        value={content.address}
        error={errors.address}
        onChange={(address) => onChange({ ...content, address })}
        hint="The page’s address after the site’s domain, without the leading /. Changing it once the page is published leaves a permanent redirect from the old address."
      />
      <PageSections content={content} onChange={onChange} errors={errors} />
    </>
  );
}

export const ownEditor = pageEditor(ownPageSchema, OwnFields);
