import type { Section, SectionKind } from './kinds';

/** What every kind's fields are given: the section as typed so far, and its own refusals. */
export type FieldsProps<K extends SectionKind> = {
  section: Extract<Section, { kind: K }>;
  onChange: (section: Extract<Section, { kind: K }>) => void;
  /** By field within the section: `heading`, `questions.0.answer`. */
  errors: Record<string, string>;
};
