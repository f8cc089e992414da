import { z } from 'zod';
import { copy } from '@/lib/domain/page-fields';
import { defineSection, heading } from '../define-section';

/** "Services": the firm's live services as cards and by area, as the home page lists them. */
export const servicesSection = defineSection({
  label: 'Services',
  schema: z.object({ kind: z.literal('services'), heading, text: copy(400) }),
  seed: {
    kind: 'services',
    heading: 'How we can help',
    text: 'From answering your calls to finding your next hire, each service has its own page.',
  },
  searchText: (section) => `${section.heading} ${section.text}`,
});
