// Fixed answers of the back office's read doors, for the screenshot tests: the e2e database is
// shared with specs that add and remove messages, jobs and news while these run, so the screens
// are drawn from the same few items every time. Typed by the product's schemas, so a change of
// shape fails the type check here rather than drawing an error state.
import type { Page as BrowserPage, Route } from '@playwright/test';
import type { AdminStats } from '@/lib/dashboard/admin-stats';
import type { ApplicationsPage } from '../../lib/domain/application';
import type { Job } from '../../lib/domain/job';
import type { News } from '../../lib/domain/news';
import type { Page } from '../../lib/domain/paging';
import type { Visitor } from '../../lib/domain/visitor';
import type { InboxPage } from '../../lib/inbox/schema';

/** The instant the screens are drawn at (their "today"). */
export const fixedNow = new Date('2026-03-02T10:00:00Z');

const onePage = <T>(results: T[]): Page<T> => ({
  results,
  count: results.length,
  next: null,
  previous: null,
});

const job: Job = {
  id: 7,
  title: 'Front Desk Receptionist',
  description: '<p>Greet clients at our Birmingham office and keep the diary in order.</p>',
  requirements:
    '<ul><li><p>Two years on a front desk</p></li><li><p>Calm on the phone</p></li></ul>',
  start_date: '2026-02-16',
  end_date: '2026-04-30',
};

const news: News = {
  id: 12,
  title: 'Our Leeds office is open',
  date: '2026-02-20',
  image: '/images/about.jpg',
  description: '<p>We have opened a <strong>new office</strong> in Leeds.</p>',
};

const sourceless = { source: null };

const inbox: InboxPage = {
  ...onePage([
    {
      id: 31,
      created_at: '2026-03-01T09:15:00Z',
      full_name: 'Priya Shah',
      userEmail: 'priya@example.com',
      user: null,
      phone_number: '+44 7700 900123',
      service_of_interest: 'Recruitment Services',
      description: 'Could you help us hire two receptionists before April?',
      replies: [],
      read: false,
      ...sourceless,
    },
    {
      id: 30,
      created_at: '2026-02-27T14:40:00Z',
      full_name: 'Tom Evans',
      userEmail: 'tom@example.com',
      user: null,
      phone_number: '+44 7700 900456',
      service_of_interest: 'Call Answering',
      description: 'We need our phones answered while the office is closed.',
      replies: [
        {
          id: 4,
          created_at: '2026-02-27T16:02:00Z',
          reply_text: 'Thank you, Tom: we will call you tomorrow morning.',
          admin_user: 'admin@example.com',
        },
      ],
      read: true,
      ...sourceless,
    },
  ]),
  filters: { status: true, service: true, search: true },
};

const applications: ApplicationsPage = {
  ...onePage([
    {
      id: 3,
      created_at: '2026-02-25T11:05:00Z',
      job_id: job.id,
      job_title: job.title,
      full_name: 'Sam Taylor',
      userEmail: 'sam@example.com',
      phone_number: '+44 7700 900789',
      cover_letter: 'I ran the front desk of a busy surgery for three years.',
      status: 'new',
      cv_name: 'sam-taylor-cv.pdf',
      cv_size: 48_213,
      ...sourceless,
    },
  ]),
  jobs: [{ id: job.id, title: job.title, count: 1 }],
};

const visitors: Page<Visitor> = onePage([
  { created_at: '2026-03-02T09:30:00Z', ip_address: '81.2.69.160' },
  { created_at: '2026-03-01T18:05:00Z', ip_address: '203.0.113.7' },
  { created_at: '2026-02-28T08:45:00Z', ip_address: '198.51.100.23' },
]);

const stats: AdminStats = {
  messages: { total: 2, unreplied: 1, unread: 1, complete: true },
  latestUnreplied: { id: 31, name: 'Priya Shah', created_at: '2026-03-01T09:15:00Z' },
  jobs: { total: 1, open: 1, complete: true },
  news: { total: 1 },
  applications: { new: 1 },
  outbox: { waiting: 0, lastError: null },
  enquirySources: [{ source: 'direct', count: 1 }],
  backup: { lastAt: '2026-03-02T02:00:00Z', scheduled: true, overdue: false },
  visits: {
    last7: 21,
    last30: 64,
    complete: true,
    days: Array.from({ length: 30 }, (_, index) => ({
      day: new Date(Date.UTC(2026, 1, 1 + index)).toISOString().slice(0, 10),
      count: (index * 7) % 5,
    })),
  },
};

/** The answer of each read door, by the door's path; ids answer the one job or news item. */
const answers: [RegExp, unknown][] = [
  [/^\/api\/admin\/stats$/, stats],
  [/^\/api\/admin\/messages$/, inbox],
  [/^\/api\/admin\/applications$/, applications],
  [/^\/api\/admin\/jobs$/, onePage([job])],
  [/^\/api\/admin\/jobs\/\d+$/, job],
  [/^\/api\/admin\/news$/, onePage([news])],
  // Other specs leave drafts and scheduled posts in the shared database: none on these screens.
  [/^\/api\/admin\/news\/drafts$/, []],
  [/^\/api\/admin\/news\/\d+$/, news],
  [/^\/api\/admin\/visitors$/, visitors],
];

/** Answers the back office's reads with the fixed items above; writes go through untouched. */
export async function stubAdminReads(page: BrowserPage) {
  await page.route('**/api/admin/**', async (route: Route) => {
    const { pathname } = new URL(route.request().url());
    const answer = answers.find(([door]) => door.test(pathname))?.[1];
    if (route.request().method() !== 'GET' || answer === undefined) return route.fallback();
    return route.fulfill({ json: answer });
  });
}

/** Addresses of the stubbed items' own screens. */
export const stubbedPaths = {
  editJob: `/admin/edit-job/${job.id}/front-desk-receptionist`,
  readNews: `/admin/read-news/${news.id}/our-leeds-office-is-open`,
  editNews: `/admin/edit-news/${news.id}/our-leeds-office-is-open`,
};
