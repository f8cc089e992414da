'use client';
import { PairsField } from '@/components/admin/page-fields/CopyLists';
import { copyText } from '@/components/admin/page-fields/copy-text';
import type { FieldsProps } from '../fields-props';

export function FiguresFields({ section, onChange, errors }: FieldsProps<'figures'>) {
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <PairsField
        legend="Figures"
        itemName="figure"
        name="figures"
        items={section.figures}
        onChange={(figures) => onChange({ ...section, figures })}
        head="figure"
        headLabel={(n) => `Figure ${n}`}
        body="label"
        bodyLabel={(n) => `Label ${n}`}
        bodyRows={1}
        max={8}
        errors={errors}
      />
    </>
  );
}
