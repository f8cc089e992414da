'use client';
import type { FaqSectionContent } from '@/lib/domain/faq-page';
import { ListField } from '../ui/ListField';
import { TextAreaField, TextField } from '../ui/TextField';
import { SeoFields } from './SeoFields';
import { SERVICE_PICTURES } from './ServiceFields';

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
      <ListField
        legend="Questions"
        itemName="question"
        items={content.items}
        onChange={(items) => onChange({ ...content, items })}
        blank={() => ({ question: '', answer: '' })}
        max={40}
        error={errors.items}
        renderItem={(item, index, change) => (
          <>
            <TextField
              label={`Question ${index + 1}`}
              value={item.question}
              error={errors[`items.${index}.question`]}
              onChange={(e) => change({ ...item, question: e.target.value })}
            />
            <TextAreaField
              label={`Answer ${index + 1}`}
              rows={3}
              value={item.answer}
              error={errors[`items.${index}.answer`]}
              onChange={(e) => change({ ...item, answer: e.target.value })}
            />
          </>
        )}
      />
      <SeoFields
        content={content}
        onChange={(seo) => onChange({ ...content, ...seo })}
        errors={errors}
        pictures={SERVICE_PICTURES}
      />
    </>
  );
}
