import { z } from 'zod';
import { copy } from '@/lib/domain/page-fields';
import { siteLinkSchema } from '@/lib/domain/site-link';
import { defineSection, heading } from '../define-section';

/** "Call to action": a closing band with one sentence and a button to a page or an https:// address. */
export const callToActionSection = defineSection({
  label: 'Call to action',
  schema: z.object({
    kind: z.literal('call-to-action'),
    heading,
    text: copy(400),
    buttonLabel: copy(60),
    buttonLink: siteLinkSchema,
  }),
  seed: {
    kind: 'call-to-action',
    heading: 'Talk to our team',
    text: 'Tell us what your business needs and one of our advisers will reply within one working day.',
    buttonLabel: 'Contact us',
    buttonLink: '/contact-us',
  },
  searchText: (section) => `${section.heading} ${section.text}`,
});
