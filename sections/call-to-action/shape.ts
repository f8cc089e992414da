import { z } from 'zod';
import { copy, optionalCopy } from '@/lib/domain/page-fields';
import { siteLinkSchema } from '@/lib/domain/site-link';
import { defineSection, heading } from '../define-section';

/** Which button, if either, opens the booking calendar (its link is where it goes without it). */
export const BOOKING_BUTTONS = ['none', 'first', 'second'] as const;

/**
 * "Call to action": a closing band with one sentence and a button to a page or an https://
 * address, and a second one if wanted. Either may open the booking calendar: without consent,
 * a booking address or JavaScript it is a plain link to its page.
 */
export const callToActionSection = defineSection({
  label: 'Call to action',
  schema: z
    .object({
      kind: z.literal('call-to-action'),
      heading,
      text: copy(400),
      buttonLabel: copy(60),
      buttonLink: siteLinkSchema,
      secondLabel: optionalCopy(60),
      secondLink: z.union([z.literal(''), siteLinkSchema]).default(''),
      booking: z.enum(BOOKING_BUTTONS).default('none'),
    })
    .superRefine((section, context) => {
      if (section.secondLabel && !section.secondLink)
        context.addIssue({
          code: 'custom',
          path: ['secondLink'],
          message: 'Please add where the second button leads.',
        });
    }),
  seed: {
    kind: 'call-to-action',
    heading: 'Talk to our team',
    text: 'Tell us what your business needs and one of our advisers will reply within one working day.',
    buttonLabel: 'Contact us',
    buttonLink: '/contact-us',
    secondLabel: '',
    secondLink: '',
    booking: 'none',
  },
  searchText: (section) => `${section.heading} ${section.text}`,
});
