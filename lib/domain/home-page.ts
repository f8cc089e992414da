import { z } from 'zod';
import { copy, items, seoFieldsSchema, sitePicture, titledItem } from './page-fields';

/** The home page's copy as the firm edits it; the firm's name before the heading stays its own. */
export const homePageSchema = z.object({
  eyebrow: copy(80),
  heading: copy(160),
  lead: copy(600),
  ctaLabel: copy(60),
  servicesLinkLabel: copy(60),
  image: sitePicture,
  imageAlt: copy(200),
  servicesHeading: copy(120),
  servicesIntro: copy(400),
  whyHeading: copy(120),
  why: items(titledItem, 12),
  stepsHeading: copy(120),
  steps: items(titledItem, 8),
  commitmentsHeading: copy(120),
  commitmentsIntro: copy(400),
  commitments: items(titledItem, 12),
  closingHeading: copy(120),
  closingText: copy(400),
  ...seoFieldsSchema.shape,
});
export type HomePage = z.infer<typeof homePageSchema>;
