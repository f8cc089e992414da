import { z } from 'zod';
import { items, titledItem } from '@/lib/domain/page-fields';
import { defineSection, heading } from '../define-section';

/** "Steps": a numbered process (how an engagement runs, how to start). */
export const stepsSection = defineSection({
  label: 'Steps',
  schema: z.object({ kind: z.literal('steps'), heading, steps: items(titledItem, 8) }),
  seed: { kind: 'steps', heading: 'How it works', steps: [{ title: '', detail: '' }] },
  searchText: (section) =>
    [section.heading, ...section.steps.map((s) => `${s.title} ${s.detail}`)].join(' '),
});
