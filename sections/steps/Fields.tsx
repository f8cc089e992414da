'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import type { FieldsProps } from '../fields-props';
import { TitledItemsFields } from '../TitledItemsFields';

export function StepsFields({ section, onChange, errors }: FieldsProps<'steps'>) {
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <TitledItemsFields
        legend="Steps"
        itemName="step"
        name="steps"
        items={section.steps}
        onChange={(steps) => onChange({ ...section, steps })}
        max={8}
        errors={errors}
      />
    </>
  );
}
