// Written by `npm run registries` from the kinds’ folders: do not edit.
import { callToActionSection } from './call-to-action/shape';
import { contactFormSection } from './contact-form/shape';
import { figuresSection } from './figures/shape';
import { imageAndTextSection } from './image-and-text/shape';
import { latestNewsSection } from './latest-news/shape';
import { openJobsSection } from './open-jobs/shape';
import { pointsSection } from './points/shape';
import { questionsSection } from './questions/shape';
import { quoteSection } from './quote/shape';
import { servicesSection } from './services/shape';
import { stepsSection } from './steps/shape';
import { textSection } from './text/shape';

/** Each kind of section’s shape, label, seed and search words (pure: loads anywhere). */
export const sectionShapes = {
  'call-to-action': callToActionSection,
  'contact-form': contactFormSection,
  figures: figuresSection,
  'image-and-text': imageAndTextSection,
  'latest-news': latestNewsSection,
  'open-jobs': openJobsSection,
  points: pointsSection,
  questions: questionsSection,
  quote: quoteSection,
  services: servicesSection,
  steps: stepsSection,
  text: textSection,
};
