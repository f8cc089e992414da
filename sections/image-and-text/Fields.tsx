'use client';
import { PictureFields } from '@/components/admin/page-fields/PictureFields';
import checkbox from '@/components/admin/ui/Checkbox.module.css';
import type { FieldsProps } from '../fields-props';
import { HeadingAndText } from '../HeadingAndText';

export function ImageAndTextFields({ section, onChange, errors }: FieldsProps<'image-and-text'>) {
  return (
    <>
      <HeadingAndText section={section} onChange={onChange} errors={errors} />
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
