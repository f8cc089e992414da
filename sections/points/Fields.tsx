'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import type { FieldsProps } from '../fields-props';
import { TitledItemsFields } from '../TitledItemsFields';

export function PointsFields({ section, onChange, errors }: FieldsProps<'points'>) {
  const text = copyText(section, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Lead-in (optional)', 2)}
      <TitledItemsFields
        legend="Points"
        itemName="point"
        name="points"
        items={section.points}
        onChange={(points) => onChange({ ...section, points })}
        max={12}
        errors={errors}
      />
    </>
  );
}
