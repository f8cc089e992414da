'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { SelectField } from '@/components/admin/ui/SelectField';
import type { FieldsProps } from '../fields-props';

const bookingChoices = { none: 'Neither', first: 'The button', second: 'The second button' };

export function CallToActionFields({ section, onChange, errors }: FieldsProps<'call-to-action'>) {
  const text = copyText(section, onChange, errors);
  return (
    <>
      {text('heading', 'Heading')}
      {text('text', 'Text', 2)}
      {text('buttonLabel', 'Button label')}
      {text('buttonLink', 'Button link')}
      {text('secondLabel', 'Second button’s label (optional)')}
      {text('secondLink', 'Second button’s link')}
      <SelectField
        label="Opens the booking calendar"
        value={section.booking}
        onChange={(e) =>
          onChange({ ...section, booking: e.target.value as typeof section.booking })
        }
      >
        {Object.entries(bookingChoices).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
    </>
  );
}
