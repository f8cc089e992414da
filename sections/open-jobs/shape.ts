import { z } from 'zod';
import { howMany } from '../latest-news/shape';
import { defineSection, heading } from '../define-section';

/** "Open jobs": the firm's open positions, as many as chosen, each linking to its page. */
export const openJobsSection = defineSection({
  label: 'Open jobs',
  schema: z.object({ kind: z.literal('open-jobs'), heading, howMany }),
  seed: { kind: 'open-jobs', heading: 'Join our team', howMany: 3 },
  searchText: (section) => section.heading,
});
