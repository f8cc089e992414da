import { z } from 'zod';
import { htmlToText } from '@/lib/text/text';
import { defineSection, heading, richText } from '../define-section';

/** "Text": a heading and running text, the plainest section. */
export const textSection = defineSection({
  label: 'Text',
  schema: z.object({ kind: z.literal('text'), heading, text: richText(20_000) }),
  seed: { kind: 'text', heading: '', text: '' },
  searchText: (section) => `${section.heading} ${htmlToText(section.text)}`,
  richFields: ['text'],
});
