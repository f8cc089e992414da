import { z } from 'zod';
import { defineSection, heading } from '../define-section';

export const howMany = z
  .number('Please give a number.')
  .int('Please give a whole number.')
  .min(1, 'At least 1, please.')
  .max(12, 'At most 12, please.');

/** "Latest news": the newest articles, as many as chosen; hidden while there are none. */
export const latestNewsSection = defineSection({
  label: 'Latest news',
  schema: z.object({ kind: z.literal('latest-news'), heading, howMany }),
  seed: { kind: 'latest-news', heading: 'Latest news', howMany: 3 },
  searchText: (section) => section.heading,
});
