import { z } from 'zod';
import { copy, items, seoFieldsSchema, titledItem } from './page-fields';

/**
 * A page that introduces a list the firm's data fills (FAQ topics, news articles, vacancies):
 * its heading and the paragraph under it; the list itself is edited where its items live.
 */
export const introPageSchema = z.object({
  heading: copy(120),
  intro: copy(600),
  ...seoFieldsSchema.shape,
});
export type IntroPage = z.infer<typeof introPageSchema>;

/** The careers page: its introduction, and what it says around the vacancies. */
export const careersPageSchema = introPageSchema.extend({
  openingsHeading: copy(120),
  /** Said in place of the list while no vacancy is open. */
  noVacanciesHeading: copy(120),
  noVacanciesText: copy(600),
  stepsHeading: copy(120),
  steps: items(titledItem, 8),
  equalOpportunities: copy(600),
});
export type CareersPage = z.infer<typeof careersPageSchema>;
