'use client';
import type { PageFieldsProps } from '@/components/admin/page-fields/fields-props';
import type { FaqSectionContent } from './shape';
import { TextAreaField, TextField } from '@/components/admin/ui/TextField';
import { PairsField } from '@/components/admin/page-fields/CopyLists';

/** An FAQ section: its topic, the line under its heading, and its questions in order. */
export function FaqFields({ content, onChange, errors }: PageFieldsProps<FaqSectionContent>) {
  return (
    <>
      <TextField
        label="Topic"
        name="title"
        value={content.title}
        error={errors.title}
        onChange={(e) => onChange({ ...content, title: e.target.value })}
      />
      <TextAreaField
        label="Introduction"
        name="intro"
        rows={2}
        value={content.intro}
        error={errors.intro}
        onChange={(e) => onChange({ ...content, intro: e.target.value })}
      />
      <PairsField
        legend="Questions"
        itemName="question"
        name="items"
        items={content.items}
        onChange={(items) => onChange({ ...content, items })}
        head="question"
        headLabel={(n) => `Question ${n}`}
        body="answer"
        bodyLabel={(n) => `Answer ${n}`}
        bodyRows={3}
        max={40}
        errors={errors}
      />
    </>
  );
}
