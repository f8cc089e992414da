// Written by `npm run registries` from the kinds’ folders: do not edit.
import type { ComponentType } from 'react';
import type { SectionKind } from './kinds';
import type { SectionProps } from './section-props';
import { CallToActionSection } from './call-to-action/Section';
import { ContactFormSection } from './contact-form/Section';
import { FiguresSection } from './figures/Section';
import { ImageAndTextSection } from './image-and-text/Section';
import { LatestNewsSection } from './latest-news/Section';
import { OpenJobsSection } from './open-jobs/Section';
import { PointsSection } from './points/Section';
import { QuestionsSection } from './questions/Section';
import { QuoteSection } from './quote/Section';
import { ServicesSection } from './services/Section';
import { StepsSection } from './steps/Section';
import { TextSection } from './text/Section';

/** How visitors see each kind of section (server components). */
export const sectionRenderers: { [K in SectionKind]: ComponentType<SectionProps<K>> } = {
  'call-to-action': CallToActionSection,
  'contact-form': ContactFormSection,
  figures: FiguresSection,
  'image-and-text': ImageAndTextSection,
  'latest-news': LatestNewsSection,
  'open-jobs': OpenJobsSection,
  points: PointsSection,
  questions: QuestionsSection,
  quote: QuoteSection,
  services: ServicesSection,
  steps: StepsSection,
  text: TextSection,
};
