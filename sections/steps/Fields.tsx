'use client';
import { PairsField } from '@/components/admin/pages/CopyLists';
import { copyText } from '@/components/admin/pages/copy-text';
import type { FieldsProps } from '../fields-props';

export function StepsFields({ section, onChange, errors }: FieldsProps<'steps'>) {
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <PairsField
        legend="Steps"
        itemName="step"
        name="steps"
        items={section.steps}
        onChange={(steps) => onChange({ ...section, steps })}
        head="title"
        headLabel={(n) => `Step ${n}`}
        body="detail"
        bodyLabel={(n) => `Step ${n} detail`}
        bodyRows={2}
        max={8}
        errors={errors}
      />
    </>
  );
}
