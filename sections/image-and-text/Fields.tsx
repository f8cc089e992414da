'use client';
import { copyText } from '@/components/admin/pages/copy-text';
import { PictureFields } from '@/components/admin/pages/PictureFields';
import checkbox from '@/components/admin/ui/Checkbox.module.css';
import type { FieldsProps } from '../fields-props';
import { RichTextField } from '../RichTextField';

export function ImageAndTextFields({ section, onChange, errors }: FieldsProps<'image-and-text'>) {
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <RichTextField
        html={section.text}
        onChange={(text) => onChange({ ...section, text })}
        error={errors.text}
      />
      <PictureFields content={section} onChange={onChange} errors={errors} />
      <label className={checkbox.check}>
        <input
          type="checkbox"
          checked={section.imageRight}
          onChange={(e) => onChange({ ...section, imageRight: e.target.checked })}
        />
        Image on the right
      </label>
    </>
  );
}
