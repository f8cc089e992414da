'use client';
import { pageEditor } from '../page-editor';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { type ServiceContent, serviceContentSchema } from './shape';
import { SERVICE_PICTURES } from '@/components/admin/page-fields/site-pictures';
import { PictureFields } from '@/components/admin/page-fields/PictureFields';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { copyList } from '@/components/admin/page-fields/copy-list';
import { AddressField } from '@/components/admin/page-fields/AddressField';
import { LinesField, PairsField, StepsField } from '@/components/admin/page-fields/CopyLists';

/** A service page's parts, labelled as a reader names them, in the order the page shows them. */
export function ServiceFields({ content, onChange, errors }: PageFieldsProps<ServiceContent>) {
  const text = copyText(content, onChange, errors);
  const list = copyList(content, onChange, errors);
  const lines = (key: 'whoItIsFor' | 'outcomes', legend: string, item: string) => (
    <LinesField
      legend={legend}
      itemName={item.toLowerCase()}
      label={item}
      {...list(key)}
      max={12}
    />
  );
  return (
    <>
      {text('title', 'Title')}
      {text('navTitle', 'Name in menus')}
      <AddressField
        value={content.address ?? ''}
        error={errors.address}
        onChange={(address) => onChange({ ...content, address })}
        hint="After the site’s domain: lower-case letters, digits and hyphens. A new address takes effect when you publish; the old one then sends visitors to it."
      />
      {text('summary', 'Summary', 2)}
      {text('intro', 'Introduction', 5)}
      {lines('whoItIsFor', 'Who it is for', 'Line')}
      <PairsField
        legend="What is included"
        itemName="item"
        {...list('included')}
        head="title"
        headLabel={(n) => `Item ${n} heading`}
        body="detail"
        bodyLabel={(n) => `Item ${n} detail`}
        bodyRows={2}
        max={12}
      />
      <StepsField legend="How it works" head="step" {...list('process')} />
      {lines('outcomes', 'Outcomes', 'Outcome')}
      <PictureFields
        content={content}
        onChange={onChange}
        errors={errors}
        pictures={SERVICE_PICTURES}
      />
    </>
  );
}

export const serviceEditor = pageEditor(serviceContentSchema, ServiceFields, SERVICE_PICTURES);
