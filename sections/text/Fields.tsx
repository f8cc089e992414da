'use client';
import { copyText } from '@/components/admin/page-fields/copy-text';
import type { FieldsProps } from '../fields-props';
import { HeadingAndText } from '../HeadingAndText';

export function TextFields(props: FieldsProps<'text'>) {
  const text = copyText(props.section, props.onChange, props.errors);
  return (
    <>
      <HeadingAndText {...props} />
      {text('highlightHeading', 'Highlight caption')}
      {text('highlight', 'Highlight (optional)', 3)}
    </>
  );
}
