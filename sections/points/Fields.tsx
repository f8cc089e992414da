'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { copyList } from '@/components/admin/page-fields/copy-list';
import type { FieldsProps } from '../fields-props';
import { TitledItemsFields } from '../TitledItemsFields';

export function PointsFields({ section, onChange, errors }: FieldsProps<'points'>) {
  const list = copyList(section, onChange, errors);
  const text = copyText(section, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Lead-in (optional)', 2)}
      <TitledItemsFields legend="Points" itemName="point" {...list('points')} max={12} />
    </>
  );
}
