import { z } from 'zod';
import { copy, items } from '@/lib/domain/page-fields';
import { defineSection, heading } from '../define-section';

export const figureSchema = z.object({ figure: copy(20), label: copy(120) });

/** "Figures": a row of key numbers, each with what it counts. */
export const figuresSection = defineSection({
  label: 'Figures',
  schema: z.object({ kind: z.literal('figures'), heading, figures: items(figureSchema, 8) }),
  seed: { kind: 'figures', heading: 'In numbers', figures: [{ figure: '', label: '' }] },
  searchText: (section) =>
    [section.heading, ...section.figures.map((f) => `${f.figure} ${f.label}`)].join(' '),
});
