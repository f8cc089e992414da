import { z } from 'zod';
import { items, optionalCopy, titledItem } from '@/lib/domain/page-fields';
import { defineSection, heading } from '../define-section';

/** "Points": cards of a short heading and a sentence or two (reasons, values, promises). */
export const pointsSection = defineSection({
  label: 'Points',
  schema: z.object({
    kind: z.literal('points'),
    heading,
    intro: optionalCopy(400),
    points: items(titledItem, 12),
  }),
  seed: {
    kind: 'points',
    heading: 'Why choose us',
    intro: '',
    points: [{ title: '', detail: '' }],
  },
  searchText: (section) =>
    [section.heading, section.intro, ...section.points.map((p) => `${p.title} ${p.detail}`)].join(
      ' ',
    ),
});
