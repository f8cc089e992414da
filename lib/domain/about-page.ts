import { z } from 'zod';
import { copy, items, paragraphs, seoFieldsSchema, sitePicture, titledItem } from './page-fields';

/** The About page's copy as the firm edits it, in the order the page shows it. */
export const aboutPageSchema = z.object({
  heading: copy(120),
  lead: copy(400),
  image: sitePicture,
  imageAlt: copy(200),
  storyHeading: copy(120),
  story: paragraphs(8),
  missionHeading: copy(120),
  mission: copy(600),
  valuesHeading: copy(120),
  values: items(titledItem, 12),
  approachHeading: copy(120),
  approach: paragraphs(8),
  ctaHeading: copy(120),
  ctaText: copy(400),
  ctaLabel: copy(60),
  ...seoFieldsSchema.shape,
});
export type AboutPage = z.infer<typeof aboutPageSchema>;
