import type { z } from 'zod';
import { copy, items, titledItem } from '@/lib/domain/page-fields';
import { introPageSchema } from '@/page-kinds/intro/shape';

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
