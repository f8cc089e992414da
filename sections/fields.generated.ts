'use client';
// Written by `npm run registries` from the kinds’ folders: do not edit.
import type { ComponentType } from 'react';
import type { FieldsProps } from './fields-props';
import type { SectionKind } from './kinds';
import { CallToActionFields } from './call-to-action/Fields';
import { ContactFormFields } from './contact-form/Fields';
import { FiguresFields } from './figures/Fields';
import { ImageAndTextFields } from './image-and-text/Fields';
import { LatestNewsFields } from './latest-news/Fields';
import { OpenJobsFields } from './open-jobs/Fields';
import { PointsFields } from './points/Fields';
import { QuestionsFields } from './questions/Fields';
import { QuoteFields } from './quote/Fields';
import { ServicesFields } from './services/Fields';
import { StepsFields } from './steps/Fields';
import { TextFields } from './text/Fields';

/** Each kind of section’s fields in the page editor (client components). */
export const sectionFields: { [K in SectionKind]: ComponentType<FieldsProps<K>> } = {
  'call-to-action': CallToActionFields,
  'contact-form': ContactFormFields,
  figures: FiguresFields,
  'image-and-text': ImageAndTextFields,
  'latest-news': LatestNewsFields,
  'open-jobs': OpenJobsFields,
  points: PointsFields,
  questions: QuestionsFields,
  quote: QuoteFields,
  services: ServicesFields,
  steps: StepsFields,
  text: TextFields,
};
