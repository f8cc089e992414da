// What the team does in the activity log, per kind: how often, who, the summary and the item.
import { services } from '@/lib/content/services';
import { mediaId } from './media';
import { mix, pick } from './mix';
import { teamEmail, TEAM } from './team';
import { CITIES, MEDIA_SUBJECTS } from './words';

/** Each kind of entry and its weight. */
export const ACTIVITY_KINDS: [string, number][] = [
  ['sign-in', 30],
  ['reply', 24],
  ['application-status', 15],
  ['news', 7],
  ['job', 4],
  ['export', 4],
  ['page', 3],
  ['media', 4],
  ['removal', 4],
  ['failed-sign-in', 2],
  ['redirect', 1],
  ['settings', 1],
  ['account', 1],
];

// Who does what: 0 Priya (admin), 1 James, 4 Hannah (recruiters), 2 Chloe, 5 Oliver
// (editors), 3 Samuel (reception).
export const ACTIVITY_DOERS: Record<string, number[]> = {
  'sign-in': [0, 1, 2, 3, 4, 5],
  'failed-sign-in': [0, 1, 2, 3, 4, 5],
  reply: [3, 3, 0, 1],
  'application-status': [1, 4],
  news: [2, 5],
  job: [1, 4, 0],
  export: [0, 1],
  page: [2, 5],
  media: [2, 5],
  removal: [0, 3, 2],
  redirect: [0, 2],
  settings: [0],
  account: [0],
};

/** The items an entry is about (SQL of the entry's number k): ids among the year's rows. */
export type ActivityItems = {
  messageRef: string;
  newsRef: string;
  jobRef: string;
  applicationRef: string;
  mediaRef: string;
  pageKeys: string[];
  pageTitles: string[];
};

/** An entry's summary (SQL of its number k). */
export function activitySummary(kind: string): string {
  switch (kind) {
    case 'sign-in':
      return `CASE WHEN ${mix('k', 160)} % 40 = 0 THEN 'Signed in with a recovery code' ELSE 'Signed in' END`;
    case 'failed-sign-in':
      return pick(
        ['Wrong email or password', 'Wrong email or password', 'Wrong two-factor code'],
        'k',
        161,
      );
    case 'reply':
      return `'Replied to a message'`;
    case 'application-status':
      return `'Marked an application ' || ${pick(['Reviewed', 'Shortlisted', 'Rejected', 'Reviewed'], 'k', 162)}`;
    case 'news':
      return pick(['Posted news', 'Edited news', 'Saved a news draft', 'Posted news'], 'k', 163);
    case 'job':
      return pick(['Posted a job', 'Edited a job', 'Posted a job'], 'k', 164);
    case 'export':
      return pick(
        [
          'Exported the messages',
          'Exported the site visitors',
          'Exported the applications',
          'Downloaded a backup',
          'Exported the activity log',
        ],
        'k',
        165,
      );
    case 'page':
      return pick(['Saved a draft', 'Saved a draft', 'Published a new version'], 'k', 166);
    case 'media':
      return pick(
        ['Changed a picture’s description', 'Added a picture to the media library'],
        'k',
        167,
      );
    case 'removal':
      return `'Removed a picture from the media library'`;
    case 'redirect':
      return pick(['Added a redirect', 'Removed a redirect'], 'k', 169);
    case 'settings':
      return `'Changed the company details: ' || ${pick(['opening hours', 'phone numbers', 'social links', 'office address'], 'k', 170)}`;
    default:
      return `'Changed the role of ' || ${pick(
        TEAM.map((m) => teamEmail(m.name)),
        'k',
        171,
      )} || ' to ' || ${pick(['Recruiter', 'Editor', 'Receptionist'], 'k', 172)}`;
  }
}

/** An entry's item id (SQL of its number k), or NULL. */
export function activityItemId(kind: string, items: ActivityItems): string {
  switch (kind) {
    case 'reply':
      return `(${items.messageRef})::text`;
    case 'application-status':
      return `(${items.applicationRef})::text`;
    case 'news':
      return `(${items.newsRef})::text`;
    case 'job':
      return `(${items.jobRef})::text`;
    case 'page':
      return pick(items.pageKeys, 'k', 173);
    case 'media':
      return items.mediaRef;
    case 'removal':
      return mediaId(`'removed-' || k`);
    case 'redirect':
      return `(1 + ${mix('k', 175)} % 40)::text`;
    default:
      return 'NULL';
  }
}

/** An entry's item title (SQL of its number k), read from the item where there is one. */
export function activityItemTitle(kind: string, items: ActivityItems): string {
  const slugs = services.map((service) => service.slug);
  switch (kind) {
    case 'reply':
      return `(SELECT service_of_interest || ' enquiry' FROM messages WHERE id = ${items.messageRef})`;
    case 'application-status':
      return `(SELECT job_title FROM applications WHERE id = ${items.applicationRef})`;
    case 'news':
      return `(SELECT title FROM news WHERE id = ${items.newsRef})`;
    case 'job':
      return `(SELECT title FROM jobs WHERE id = ${items.jobRef})`;
    case 'page':
      return pick(items.pageTitles, 'k', 173);
    case 'media':
      return `coalesce((SELECT nullif(description, '') FROM media WHERE id = ${items.mediaRef}), '/media/uploads/' || ${items.mediaRef} || '.png (decorative)')`;
    case 'removal':
      return `${pick(MEDIA_SUBJECTS, 'k', 174)} || ', ' || ${pick(CITIES, 'k', 178)}`;
    case 'redirect':
      return `'/' || ${pick(slugs, 'k', 176)} || '-old → /' || ${pick(slugs, 'k', 176)} || ' (permanent)'`;
    case 'account':
      return pick(
        TEAM.map((m) => teamEmail(m.name)),
        'k',
        171,
      );
    default:
      return 'NULL';
  }
}
