'use client';
import { PairsField } from '@/components/admin/pages/CopyLists';
import { copyText } from '@/components/admin/pages/copy-text';
import type { FieldsProps } from '../fields-props';

export function PointsFields({ section, onChange, errors }: FieldsProps<'points'>) {
  const text = copyText(section, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('intro', 'Lead-in (optional)', 2)}
      <PairsField
        legend="Points"
        itemName="point"
        name="points"
        items={section.points}
        onChange={(points) => onChange({ ...section, points })}
        head="title"
        headLabel={(n) => `Point ${n}`}
        body="detail"
        bodyLabel={(n) => `Point ${n} detail`}
        bodyRows={2}
        max={12}
        errors={errors}
      />
    </>
  );
}
