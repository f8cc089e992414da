'use client';
import type { ServiceContent } from '@/lib/domain/service-page';
import { serviceImages } from '@/lib/content/services/images';
import { ListField } from '../ui/ListField';
import { SelectField } from '../ui/SelectField';
import { TextAreaField, TextField } from '../ui/TextField';
import { SeoFields } from './SeoFields';

type Props = {
  content: ServiceContent;
  onChange: (content: ServiceContent) => void;
  errors: Record<string, string>;
};

/** The site's own service pictures, by what they show. */
export const SERVICE_PICTURES: Record<string, string> = {
  [serviceImages.callHandling]: 'Call handling',
  [serviceImages.recruitment]: 'Recruitment',
  [serviceImages.consulting]: 'Consulting',
  [serviceImages.businessSupport]: 'Business support',
  [serviceImages.cyberRisk]: 'Cyber and risk',
  [serviceImages.diaspora]: 'Diaspora and relocation',
  [serviceImages.admin]: 'Administrative support',
  [serviceImages.digital]: 'Digital services',
};

/** A service page's parts, labelled as a reader names them, in the order the page shows them. */
export function ServiceFields({ content, onChange, errors }: Props) {
  const set = <K extends keyof ServiceContent>(key: K, value: ServiceContent[K]) =>
    onChange({ ...content, [key]: value });
  const text = (key: 'title' | 'navTitle' | 'summary' | 'imageAlt', label: string) => (
    <TextField
      label={label}
      name={key}
      value={content[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  return (
    <>
      {text('title', 'Title')}
      {text('navTitle', 'Name in menus')}
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
      <ListField
        legend="Who it is for"
        itemName="line"
        items={content.whoItIsFor}
        onChange={(items) => set('whoItIsFor', items)}
        blank={() => ''}
        max={12}
        error={errors.whoItIsFor}
        renderItem={(line, index, change) => (
          <TextField
            label={`Line ${index + 1}`}
            value={line}
            error={errors[`whoItIsFor.${index}`]}
            onChange={(e) => change(e.target.value)}
          />
        )}
      />
      <ListField
        legend="What is included"
        itemName="item"
        items={content.included}
        onChange={(items) => set('included', items)}
        blank={() => ({ title: '', detail: '' })}
        max={12}
        error={errors.included}
        renderItem={(item, index, change) => (
          <>
            <TextField
              label={`Item ${index + 1} heading`}
              value={item.title}
              error={errors[`included.${index}.title`]}
              onChange={(e) => change({ ...item, title: e.target.value })}
            />
            <TextAreaField
              label={`Item ${index + 1} detail`}
              rows={2}
              value={item.detail}
              error={errors[`included.${index}.detail`]}
              onChange={(e) => change({ ...item, detail: e.target.value })}
            />
          </>
        )}
      />
      <ListField
        legend="How it works"
        itemName="step"
        items={content.process}
        onChange={(items) => set('process', items)}
        blank={() => ({ step: '', detail: '' })}
        max={8}
        error={errors.process}
        renderItem={(step, index, change) => (
          <>
            <TextField
              label={`Step ${index + 1}`}
              value={step.step}
              error={errors[`process.${index}.step`]}
              onChange={(e) => change({ ...step, step: e.target.value })}
            />
            <TextAreaField
              label={`Step ${index + 1} detail`}
              rows={2}
              value={step.detail}
              error={errors[`process.${index}.detail`]}
              onChange={(e) => change({ ...step, detail: e.target.value })}
            />
          </>
        )}
      />
      <ListField
        legend="Outcomes"
        itemName="outcome"
        items={content.outcomes}
        onChange={(items) => set('outcomes', items)}
        blank={() => ''}
        max={12}
        error={errors.outcomes}
        renderItem={(line, index, change) => (
          <TextField
            label={`Outcome ${index + 1}`}
            value={line}
            error={errors[`outcomes.${index}`]}
            onChange={(e) => change(e.target.value)}
          />
        )}
      />
      <SelectField
        label="Image"
        name="image"
        value={content.image}
        onChange={(e) => set('image', e.target.value)}
      >
        {Object.entries(SERVICE_PICTURES).map(([path, label]) => (
          <option key={path} value={path}>
            {label}
          </option>
        ))}
      </SelectField>
      {text('imageAlt', 'Image description')}
      <SeoFields
        content={content}
        onChange={(seo) => onChange({ ...content, ...seo })}
        errors={errors}
        pictures={SERVICE_PICTURES}
      />
    </>
  );
}
