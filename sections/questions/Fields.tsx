'use client';
import { PairsField } from '@/components/admin/page-fields/CopyLists';
import { copyText } from '@/components/admin/page-fields/copy-text';
import type { FieldsProps } from '../fields-props';

export function QuestionsFields({ section, onChange, errors }: FieldsProps<'questions'>) {
  return (
    <>
      {copyText(section, onChange, errors)('heading', 'Heading')}
      <PairsField
        legend="Questions"
        itemName="question"
        name="questions"
        items={section.questions}
        onChange={(questions) => onChange({ ...section, questions })}
        head="question"
        headLabel={(n) => `Question ${n}`}
        body="answer"
        bodyLabel={(n) => `Answer ${n}`}
        bodyRows={3}
        max={30}
        errors={errors}
      />
    </>
  );
}
