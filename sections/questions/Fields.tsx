'use client';
import { PairsField } from '@/components/admin/page-fields/CopyLists';
import { copyText } from '@/components/admin/page-fields/copy-text';
import { copyList } from '@/components/admin/page-fields/copy-list';
import type { FieldsProps } from '../fields-props';

export function QuestionsFields({ section, onChange, errors }: FieldsProps<'questions'>) {
  const list = copyList(section, onChange, errors);
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <PairsField
        legend="Questions"
        itemName="question"
        {...list('questions')}
        head="question"
        headLabel={(n) => `Question ${n}`}
        body="answer"
        bodyLabel={(n) => `Answer ${n}`}
        bodyRows={3}
        max={30}
      />
    </>
  );
}
