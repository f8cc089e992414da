import { z } from 'zod';
import { copy, sitePicture } from '@/lib/domain/page-fields';
import { fromFixedForm } from '@/lib/domain/fixed-form';
import { sectionedPage } from '@/lib/domain/sectioned-page';

/**
 * The home page's copy as the firm edits it: its opening (the firm's name before the heading
 * stays its own; "Book a consultation" and the link down to the services), then its sections.
 */
const homePageShape = sectionedPage({
  eyebrow: copy(80),
  heading: copy(160),
  lead: copy(600),
  ctaLabel: copy(60),
  servicesLinkLabel: copy(60),
  image: sitePicture,
  imageAlt: copy(200),
});

/** The home page's copy; copy stored before the page was built from sections is read as such. */
export const homePageSchema = z.preprocess(
  fromFixedForm('whyHeading', (old) => [
    { kind: 'services', heading: old.servicesHeading, text: old.servicesIntro },
    { kind: 'points', heading: old.whyHeading, intro: '', points: old.why },
    { kind: 'steps', heading: old.stepsHeading, steps: old.steps },
    {
      kind: 'points',
      heading: old.commitmentsHeading,
      intro: old.commitmentsIntro,
      points: old.commitments,
    },
    {
      kind: 'call-to-action',
      heading: old.closingHeading,
      text: old.closingText,
      buttonLabel: 'Contact us',
      buttonLink: '/contact-us',
      secondLabel: old.ctaLabel,
      secondLink: '/contact-us',
      booking: 'second',
    },
  ]),
  homePageShape,
);
export type HomePage = z.output<typeof homePageSchema>;
