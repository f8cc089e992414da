'use client';
import { TextField } from '@/components/admin/ui/TextField';
import type { FieldsProps } from '../fields-props';
import { HeadingField } from '../HeadingAndText';

type Listing = { heading: string; howMany: number };

/** A heading and how many items to list: the latest news's fields, and the open jobs'. */
export function ListingFields<S extends Listing>(props: {
  section: S;
  onChange: (section: S) => void;
  errors: Record<string, string>;
}) {
  const { section, onChange, errors } = props;
  return (
    <>
      <HeadingField {...props} />
      <TextField
        label="How many"
        type="number"
        min={1}
        max={12}
        value={Number.isNaN(section.howMany) ? '' : section.howMany}
        error={errors.howMany}
        onChange={(e) => onChange({ ...section, howMany: e.target.valueAsNumber })}
      />
    </>
  );
}

export const LatestNewsFields = (props: FieldsProps<'latest-news'>) => ListingFields(props);
