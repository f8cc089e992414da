// The kinds of entry in the back office's activity log (/admin/activity). Pure: the page's
// filter reads it too.
import type { z } from 'zod';
import { labelledEnum } from '@/lib/domain/labelled-enum';

export const {
  values: ACTIVITY_KINDS,
  schema: activityKindSchema,
  labels: ACTIVITY_KIND_LABELS,
} = labelledEnum({
  'sign-in': 'Sign-in',
  'failed-sign-in': 'Failed sign-in',
  reply: 'Reply',
  removal: 'Removal',
  job: 'Job change',
  news: 'News change',
  redirect: 'Redirect change',
  'application-status': 'Application status',
  export: 'Export',
  account: 'Account change',
  page: 'Page change',
  settings: 'Company details',
  menus: 'Menu change',
  media: 'Media library',
});
export type ActivityKind = z.infer<typeof activityKindSchema>;
