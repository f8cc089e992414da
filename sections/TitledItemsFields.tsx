'use client';
import { PairsField } from '@/components/admin/page-fields/CopyLists';
import type { TitledItem } from '@/lib/domain/page-fields';

type Props = {
  /** The list's legend, and the name of one of its entries in its labels ("Point 2"). */
  legend: string;
  itemName: string;
  name: string;
  items: TitledItem[];
  onChange: (items: TitledItem[]) => void;
  max: number;
  errors: Record<string, string>;
};

/** A section's list of entries of a short heading and a sentence or two (points, steps). */
export function TitledItemsFields({ itemName, ...list }: Props) {
  const named = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  return (
    <PairsField
      {...list}
      itemName={itemName}
      head="title"
      headLabel={(n) => `${named} ${n}`}
      body="detail"
      bodyLabel={(n) => `${named} ${n} detail`}
      bodyRows={2}
    />
  );
}
