'use client';
import { SERVICE_PICTURES } from '@/components/admin/page-fields/site-pictures';
import { pageEditor } from '../page-editor';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import { type FaqSectionContent, faqSectionContentSchema } from './shape';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { copyList } from '@/components/admin/page-fields/copy-list';
import { PairsField } from '@/components/admin/page-fields/CopyLists';

/** An FAQ section: its topic, the line under its heading, and its questions in order. */
export function FaqSectionFields({
  content,
  onChange,
  errors,
}: PageFieldsProps<FaqSectionContent>) {
  const text = copyText(content, onChange, errors);
  const list = copyList(content, onChange, errors);
  return (
    <>
      {text('title', 'Topic')}
      {text('intro', 'Introduction', 2)}
      <PairsField
        legend="Questions"
        itemName="question"
        {...list('items')}
        head="question"
        headLabel={(n) => `Question ${n}`}
        body="answer"
        bodyLabel={(n) => `Answer ${n}`}
        bodyRows={3}
        max={40}
      />
    </>
  );
}

export const faqSectionEditor = pageEditor(
  faqSectionContentSchema,
  FaqSectionFields,
  SERVICE_PICTURES,
);
