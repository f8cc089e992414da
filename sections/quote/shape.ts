import { z } from 'zod';
import { copy, optionalCopy } from '@/lib/domain/page-fields';
import { defineSection } from '../define-section';

/** "Quote": a client's words with their name and company; no heading of its own. */
export const quoteSection = defineSection({
  label: 'Quote',
  schema: z.object({
    kind: z.literal('quote'),
    quote: copy(600),
    name: copy(80),
    company: optionalCopy(120),
  }),
  seed: { kind: 'quote', quote: '', name: '', company: '' },
  searchText: (section) => `${section.quote} ${section.name} ${section.company}`,
});
