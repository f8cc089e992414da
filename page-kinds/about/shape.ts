import { z } from 'zod';
import { copy, sitePicture } from '@/lib/domain/page-fields';
import { fromFixedForm, paragraphsHtml } from '@/lib/domain/fixed-form';
import { sectionedPage } from '@/lib/domain/sectioned-page';

/** The About page's copy as the firm edits it: its opening, then its sections. */
const aboutPageShape = sectionedPage({
  heading: copy(120),
  lead: copy(400),
  image: sitePicture,
  imageAlt: copy(200),
});

/** The About page's copy; copy stored before the page was built from sections is read as such. */
export const aboutPageSchema = z.preprocess(
  fromFixedForm('storyHeading', (old) => [
    {
      kind: 'text',
      heading: old.storyHeading,
      text: paragraphsHtml(old.story),
      highlightHeading: old.missionHeading,
      highlight: old.mission,
    },
    { kind: 'points', heading: old.valuesHeading, intro: '', points: old.values },
    { kind: 'text', heading: old.approachHeading, text: paragraphsHtml(old.approach) },
    {
      kind: 'call-to-action',
      heading: old.ctaHeading,
      text: old.ctaText,
      buttonLabel: old.ctaLabel,
      buttonLink: '/contact-us',
      secondLabel: 'Contact us',
      secondLink: '/contact-us',
      booking: 'first',
    },
  ]),
  aboutPageShape,
);
export type AboutPage = z.output<typeof aboutPageSchema>;
