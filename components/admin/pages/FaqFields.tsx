'use client';
import type { FaqSectionContent } from '@/lib/domain/faq-page';
import { TextAreaField, TextField } from '../ui/TextField';
import { PairsField } from './CopyLists';

type Props = {
  content: FaqSectionContent;
  onChange: (content: FaqSectionContent) => void;
  errors: Record<string, string>;
};

/** An FAQ section: its topic, the line under its heading, and its questions in order. */
export function FaqFields({ content, onChange, errors }: Props) {
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
