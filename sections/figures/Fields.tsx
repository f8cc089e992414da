'use client';
import { PairsField } from '@/components/admin/page-fields/CopyLists';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { copyList } from '@/components/admin/page-fields/copy-list';
import type { FieldsProps } from '../fields-props';

export function FiguresFields({ section, onChange, errors }: FieldsProps<'figures'>) {
  const list = copyList(section, onChange, errors);
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <PairsField
        legend="Figures"
        itemName="figure"
        {...list('figures')}
        head="figure"
        headLabel={(n) => `Figure ${n}`}
        body="label"
        bodyLabel={(n) => `Label ${n}`}
        bodyRows={1}
        max={8}
      />
    </>
  );
}
