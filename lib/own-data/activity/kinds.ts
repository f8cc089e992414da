// The kinds of entry in the back office's activity log (/admin/activity). Pure: the page's
// filter reads it too.
import { z } from 'zod';

export const ACTIVITY_KINDS = [
  'sign-in',
  'failed-sign-in',
  'reply',
  'removal',
  'job',
  'news',
  'redirect',
  'application-status',
  'export',
  'account',
  'page',
  'settings',
  'menus',
  'media',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
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
};
