// Each role, signed in through the login form: the screens its sidebar offers, the screens and
// doors it is refused (403, nothing changed), what the dashboard shows it, and replies signed
// with the writer's name, in both backend modes.
import type { Page } from '@playwright/test';
import { FORBIDDEN_MESSAGE } from '../lib/auth/forbidden';
import type { Role } from '../lib/domain/role';
import type { Message } from '../lib/domain/message';
import { createMessage, openAdmin } from './support/admin-helpers';
import { expect, test } from './support/fixtures';
import { listPage } from './support/lists';
import { inviteAndAccept, loginAs, sidebarLinks } from './support/team-helpers';

test.slow();

type Area =
  | 'messages'
  | 'visitors'
  | 'applications'
  | 'jobs'
  | 'news'
  | 'content'
  | 'redirects'
  | 'menus'
  | 'media'
  | 'privacy'
  | 'settings'
  | 'team'
  | 'activity';

// The table: what each role opens beyond the dashboard and its own account.
const areasOf: Record<Exclude<Role, 'owner'>, Area[]> = {
  administrator: [
    'messages',
    'visitors',
    'applications',
    'jobs',
    'news',
    'content',
    'redirects',
    'menus',
    'media',
    'privacy',
    'settings',
  ],
  recruiter: ['applications', 'jobs'],
  editor: ['news', 'content', 'redirects', 'menus', 'media'],
  receptionist: ['messages', 'visitors'],
};

const sidebarOf: Record<Area, string[]> = {
  messages: ['Messages'],
  visitors: ['Site visitors'],
  applications: ['Applications'],
  jobs: ['Posted Jobs', 'Post a Job'],
  news: ['News / Blogs', 'Post News'],
  content: ['Pages'],
  redirects: ['Redirects'],
  menus: ['Menus'],
  media: ['Media library'],
  privacy: ['Privacy requests'],
  settings: ['Settings'],
  team: ['Team'],
  activity: ['Activity'],
};

const screenOf: Record<Area, string> = {
  messages: '/admin/messages',
  visitors: '/admin/visitors',
  applications: '/admin/applications',
  jobs: '/admin/post-job',
  news: '/admin/news',
  content: '/admin/pages',
  redirects: '/admin/redirects',
  menus: '/admin/menus',
  media: '/admin/media',
  privacy: '/admin/privacy',
  settings: '/admin/settings',
  team: '/admin/team',
  activity: '/admin/activity',
};

// Doors that change nothing when refused or when called on an id that does not exist.
const doorsOf: Record<Area, [string, string][]> = {
  messages: [
    ['GET', '/api/admin/messages'],
    ['DELETE', '/api/admin/messages/999999'],
    ['POST', '/api/admin/messages/999999/replies'],
    ['GET', '/api/admin/messages/export'],
  ],
  visitors: [
    ['GET', '/api/admin/visitors'],
    ['GET', '/api/admin/visitors/export'],
  ],
  applications: [
    ['GET', '/api/admin/applications'],
    ['GET', '/api/admin/applications/999999/cv'],
  ],
  jobs: [
    ['GET', '/api/admin/jobs'],
    ['POST', '/api/admin/jobs'],
  ],
  news: [
    ['GET', '/api/admin/news'],
    ['DELETE', '/api/admin/news/999999'],
  ],
  content: [
    ['GET', '/api/admin/pages'],
    ['POST', '/api/admin/pages'],
    ['POST', '/api/admin/pages/no-such-page/publish'],
    ['POST', '/api/admin/pages/no-such-page/unpublish'],
  ],
  redirects: [
    ['GET', '/api/admin/redirects'],
    ['POST', '/api/admin/redirects'],
    ['DELETE', '/api/admin/redirects/999999'],
    ['GET', '/api/admin/redirects/not-found'],
  ],
  // An empty body: refused (400) by the door when allowed, never a save.
  menus: [
    ['GET', '/api/admin/menus'],
    ['PUT', '/api/admin/menus'],
  ],
  // An id that is no picture: 404 when allowed, never a removal.
  media: [
    ['GET', '/api/admin/media/AAAAAAAAAAAAAAAAAAAAAA'],
    ['DELETE', '/api/admin/media/AAAAAAAAAAAAAAAAAAAAAA'],
  ],
  privacy: [
    ['GET', '/api/admin/privacy/requests'],
    ['POST', '/api/admin/privacy'],
  ],
  // An empty body: refused (400) by the door when allowed, never a save.
  settings: [
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
  ],
  team: [
    ['GET', '/api/admin/team'],
    ['POST', '/api/admin/team'],
  ],
  activity: [
    ['GET', '/api/admin/activity'],
    ['GET', '/api/admin/activity/export'],
  ],
};

const AREAS = Object.keys(doorsOf) as Area[];

const call = (page: Page, method: string, path: string) =>
  page.request.fetch(path, {
    method,
    headers: { origin: new URL(page.url()).origin },
    ...(method === 'GET' ? {} : { data: {} }),
  });

for (const role of Object.keys(areasOf) as (keyof typeof areasOf)[]) {
  test(`a ${role} sees and may call only what the role opens`, async ({
    adminPage,
    browser,
    baseURL,
  }) => {
    const person = await inviteAndAccept(adminPage, role, baseURL!);
    const page = await loginAs(browser, person.email, person.password);
    const allowed = areasOf[role];

    const expected = [
      'Dashboard',
      ...AREAS.flatMap((area) => (allowed.includes(area) ? sidebarOf[area] : [])),
      'My account',
    ];
    expect((await sidebarLinks(page)).sort()).toEqual(expected.sort());

    for (const area of AREAS) {
      await page.goto(screenOf[area]);
      const refused = page.getByRole('heading', { level: 1, name: 'No access' });
      if (allowed.includes(area)) await expect(refused, area).toHaveCount(0);
      else await expect(refused, area).toBeVisible();
      for (const [method, path] of doorsOf[area]) {
        // The backup door makes a backup: only its refusal is called here.
        const response = await call(page, method, path);
        if (allowed.includes(area)) {
          expect([401, 403], `${method} ${path}`).not.toContain(response.status());
        } else {
          expect(response.status(), `${method} ${path}`).toBe(403);
          expect(await response.json()).toEqual({ error: FORBIDDEN_MESSAGE });
        }
      }
    }
    if (role !== 'administrator') {
      const backup = await call(page, 'GET', '/api/admin/backup');
      expect(backup.status()).toBe(403);
    }
  });
}

test('a Recruiter deleting a message is refused and the message stays', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  await openAdmin(adminPage);
  const message = await createMessage(adminPage);
  const person = await inviteAndAccept(adminPage, 'recruiter', baseURL!);
  const page = await loginAs(browser, person.email, person.password);
  const refused = await call(page, 'DELETE', `/api/admin/messages/${message.id}`);
  expect(refused.status()).toBe(403);
  const list = await listPage<Message>(adminPage.request, '/api/admin/messages');
  expect(list.results.some((item) => item.id === message.id)).toBe(true);
});

test('the dashboard shows a Receptionist the figures of messages and visits only', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  const person = await inviteAndAccept(adminPage, 'receptionist', baseURL!);
  const page = await loginAs(browser, person.email, person.password);
  const figures = page.locator('dl > div dt');
  await expect(figures.first()).toBeVisible();
  expect(await figures.allInnerTexts()).toEqual([
    'Unread messages',
    'Unreplied messages',
    'Visits, last 7 days',
    'Visits, last 30 days',
  ]);
  await expect(page.getByRole('heading', { name: 'Backups' })).toHaveCount(0);
  const stats = (await (await call(page, 'GET', '/api/admin/stats')).json()) as Record<
    string,
    unknown
  >;
  expect(stats.jobs).toBeNull();
  expect(stats.applications).toBeNull();
  expect(stats.backup).toBeNull();
});

test('a reply says who wrote it, on the card and in the stored reply', async ({
  adminPage,
  browser,
  baseURL,
}) => {
  await openAdmin(adminPage);
  const message = await createMessage(adminPage);
  const person = await inviteAndAccept(adminPage, 'receptionist', baseURL!);
  const page = await loginAs(browser, person.email, person.password);
  const sent = await page.request.post(`/api/admin/messages/${message.id}/replies`, {
    headers: { origin: baseURL! },
    data: { reply_text: 'Thank you, I will call you at ten.' },
  });
  expect(sent.status()).toBe(201);
  const { message: replied } = (await sent.json()) as { message: Message };
  expect(replied.replies.at(-1)!.admin_user).toBe(person.name);

  await openAdmin(page, '/admin/messages');
  const card = page.getByRole('listitem').filter({ hasText: message.description! });
  await expect(card.getByText(`Replied by ${person.name}`)).toBeVisible();
  // The owner's list shows the same name (read back from the store, or the firm's API).
  const list = await listPage<Message>(adminPage.request, '/api/admin/messages');
  const stored = list.results.find((item) => item.id === message.id);
  expect(stored?.replies.at(-1)?.admin_user).toBe(person.name);
});
