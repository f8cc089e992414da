'use client';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import type { ServiceContent } from './shape';
import { SERVICE_PICTURES } from '@/components/admin/page-fields/site-pictures';
import { PictureSelect } from '@/components/admin/page-fields/PictureSelect';
import { TextAreaField, TextField } from '@/components/admin/ui/TextField';
import { LinesField, PairsField, StepsField } from '@/components/admin/page-fields/CopyLists';
import formStyles from '@/components/admin/ui/AdminForm.module.css';

/** A service page's parts, labelled as a reader names them, in the order the page shows them. */
export function ServiceFields({ content, onChange, errors }: PageFieldsProps<ServiceContent>) {
  const set = <K extends keyof ServiceContent>(key: K, value: ServiceContent[K]) =>
    onChange({ ...content, [key]: value });
  const text = (key: 'title' | 'navTitle' | 'summary' | 'imageAlt', label: string) => (
    <TextField
      label={label}
      name={key}
      value={content[key] ?? ''}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <>
      {text('title', 'Title')}
      {text('navTitle', 'Name in menus')}
      <TextField
        label="Address"
        name="address"
        value={content.address ?? ''}
        error={errors.address}
        onChange={(e) => set('address', e.target.value)}
        spellCheck={false}
        autoCapitalize="none"
      />
      <p className={formStyles.hint}>
        After the site’s domain: lower-case letters, digits and hyphens. A new address takes effect
        when you publish; the old one then sends visitors to it.
      </p>
      <TextAreaField
        label="Summary"
        name="summary"
        rows={2}
        value={content.summary}
        error={errors.summary}
        onChange={(e) => set('summary', e.target.value)}
      />
      <TextAreaField
        label="Introduction"
        name="intro"
        rows={5}
        value={content.intro}
        error={errors.intro}
        onChange={(e) => set('intro', e.target.value)}
      />
      <LinesField
        legend="Who it is for"
        itemName="line"
        name="whoItIsFor"
        label="Line"
        items={content.whoItIsFor}
        onChange={(items) => set('whoItIsFor', items)}
        max={12}
        errors={errors}
      />
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
      <LinesField
        legend="Outcomes"
        itemName="outcome"
        name="outcomes"
        label="Outcome"
        items={content.outcomes}
        onChange={(items) => set('outcomes', items)}
        max={12}
        errors={errors}
      />
      <PictureSelect
        label="Image"
        name="image"
        value={content.image}
        pictures={SERVICE_PICTURES}
        onChange={(image, description) =>
          onChange({ ...content, image, imageAlt: description ?? content.imageAlt })
        }
      />
      {text('imageAlt', 'Image description')}
    </>
  );
}
