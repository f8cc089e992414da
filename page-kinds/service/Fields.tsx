'use client';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import type { ServiceContent } from './shape';
import { SERVICE_PICTURES } from '@/components/admin/page-fields/site-pictures';
import { PictureFields } from '@/components/admin/page-fields/PictureFields';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { AddressField } from '@/components/admin/page-fields/AddressField';
import { LinesField, PairsField, StepsField } from '@/components/admin/page-fields/CopyLists';

/** A service page's parts, labelled as a reader names them, in the order the page shows them. */
export function ServiceFields({ content, onChange, errors }: PageFieldsProps<ServiceContent>) {
  const set = <K extends keyof ServiceContent>(key: K, value: ServiceContent[K]) =>
    onChange({ ...content, [key]: value });
  const text = copyText(content, onChange, errors);
  const lines = (key: 'whoItIsFor' | 'outcomes', legend: string, item: string) => (
    <LinesField
      legend={legend}
      itemName={item.toLowerCase()}
      name={key}
      label={item}
      items={content[key]}
      onChange={(items) => set(key, items)}
      max={12}
      errors={errors}
    />
  );
  return (
    <>
      {text('title', 'Title')}
      {text('navTitle', 'Name in menus')}
      <AddressField
        value={content.address ?? ''}
        error={errors.address}
        onChange={(address) => set('address', address)}
        hint="After the site’s domain: lower-case letters, digits and hyphens. A new address takes effect when you publish; the old one then sends visitors to it."
      />
      {text('summary', 'Summary', 2)}
      {text('intro', 'Introduction', 5)}
      {lines('whoItIsFor', 'Who it is for', 'Line')}
      <PairsField
        legend="What is included"
        itemName="item"
        name="included"
        items={content.included}
        onChange={(items) => set('included', items)}
        head="title"
        headLabel={(n) => `Item ${n} heading`}
        body="detail"
        bodyLabel={(n) => `Item ${n} detail`}
        bodyRows={2}
        max={12}
        errors={errors}
      />
      <StepsField
        legend="How it works"
        name="process"
        head="step"
        steps={content.process}
        onChange={(items) => set('process', items)}
        errors={errors}
      />
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
