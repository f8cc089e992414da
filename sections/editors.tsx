'use client';
import type { ComponentType } from 'react';
import { CallToActionFields } from './call-to-action/Fields';
import { ContactFormFields } from './contact-form/Fields';
import type { FieldsProps } from './fields-props';
import { FiguresFields } from './figures/Fields';
import { ImageAndTextFields } from './image-and-text/Fields';
import type { SectionKind } from './kinds';
import { LatestNewsFields } from './latest-news/Fields';
import { OpenJobsFields } from './open-jobs/Fields';
import { PointsFields } from './points/Fields';
import { QuestionsFields } from './questions/Fields';
import { QuoteFields } from './quote/Fields';
import { ServicesFields } from './services/Fields';
import { StepsFields } from './steps/Fields';
import { TextFields } from './text/Fields';

// Each kind's fields in the page editor (client components; one line per kind, see kinds.ts).
export const sectionFields: { [K in SectionKind]: ComponentType<FieldsProps<K>> } = {
  text: TextFields,
  'image-and-text': ImageAndTextFields,
  'call-to-action': CallToActionFields,
  services: ServicesFields,
  questions: QuestionsFields,
  'latest-news': LatestNewsFields,
  'open-jobs': OpenJobsFields,
  'contact-form': ContactFormFields,
  quote: QuoteFields,
  figures: FiguresFields,
  points: PointsFields,
  steps: StepsFields,
};
