'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { copyList } from '@/components/admin/page-fields/copy-list';
import type { FieldsProps } from '../fields-props';
import { TitledItemsFields } from '../TitledItemsFields';

export function StepsFields({ section, onChange, errors }: FieldsProps<'steps'>) {
  const list = copyList(section, onChange, errors);
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <TitledItemsFields legend="Steps" itemName="step" {...list('steps')} max={8} />
    </>
  );
}
