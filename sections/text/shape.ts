import { z } from 'zod';
import { optionalCopy } from '@/lib/domain/page-fields';
import { htmlToText } from '@/lib/text/text';
import { defineSection, heading, richText } from '../define-section';

/**
 * "Text": a heading and running text, the plainest section; it may end with a highlighted
 * statement (a mission, a promise), shown in a box under the text when written.
 */
export const textSection = defineSection({
  label: 'Text',
  schema: z.object({
    kind: z.literal('text'),
    heading,
    text: richText(20_000),
    highlightHeading: optionalCopy(120),
    highlight: optionalCopy(600),
  }),
  seed: { kind: 'text', heading: '', text: '', highlightHeading: '', highlight: '' },
  searchText: (section) =>
    `${section.heading} ${htmlToText(section.text)} ${section.highlightHeading} ${section.highlight}`,
  richFields: ['text'],
});
