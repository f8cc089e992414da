// News drafts and scheduled posts (issue 45): nothing of a draft or a post not yet due is
// public, not its address, the lists, search or the sitemap; "Post News" and a due time post it,
// once. In upstream mode the firm's API hears of it only then.
import type { APIRequestContext, Page } from '@playwright/test';
import type { News } from '../lib/domain/news';
import type { NewsDraft } from '../lib/domain/news-draft';
import { titleSlug } from '@/lib/text/slug';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openAdmin, todayInBrowser } from './support/admin-helpers';
import { pngFile } from './support/files';
import { listPage } from './support/lists';
import { unique } from './support/unique';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true });

async function fillNews(page: Page, title: string, banner = true) {
  await page.getByLabel('Date').fill(await todayInBrowser(page));
  await page.getByLabel('Title').fill(title);
  if (banner) await page.getByLabel('Banner image').setInputFiles(pngFile());
  await editor(page).click();
  await page.keyboard.type('Our Leeds office opens on Monday, with six new desks.');
}

async function draftTitled(request: APIRequestContext, title: string): Promise<NewsDraft> {
  const drafts = (await (await request.get('/api/admin/news/drafts')).json()) as NewsDraft[];
  const draft = drafts.find((each) => each.title === title);
  if (!draft) throw new Error(`no draft titled ${title}`);
  return draft;
}

async function publishedTitled(request: APIRequestContext, title: string): Promise<News[]> {
  const page = await listPage<News>(request, '/api/admin/news');
  return page.results.filter((news) => news.title === title);
}

/** What a visitor and a crawler can find of `title`: the news list, search and the sitemap. */
async function publicMentions(request: APIRequestContext, title: string) {
  const slug = titleSlug(title);
  const [list, home, search, sitemap] = await Promise.all([
    request.get('/news').then((r) => r.text()),
    request.get('/').then((r) => r.text()),
    request.get(`/search?q=${encodeURIComponent(title)}`).then((r) => r.text()),
    request.get('/server-sitemap.xml').then((r) => r.text()),
  ]);
  return {
    list: list.includes(title),
    home: home.includes(title),
    // The results page repeats the query: a hit is a link to the article.
    search: search.includes(`/${slug}"`),
    sitemap: sitemap.includes(slug),
  };
}
const nowhere = { list: false, home: false, search: false, sitemap: false };

test('a draft is nowhere public, previewed by staff, then posted with Post News', async ({
  adminPage: page,
  adminRequest,
  request,
}) => {
  const title = `Leeds office draft ${unique()}`;
  await openAdmin(page, '/admin/post-news');
  // A draft may be unfinished: no banner yet.
  await fillNews(page, title, false);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. It is not public until you post it.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Draft');

  const draft = await draftTitled(adminRequest, title);
  const address = `/read-a-news/${draft.id}/${titleSlug(title)}`;
  expect((await request.get(address)).status()).toBe(404);
  expect(await publicMentions(request, title)).toEqual(nowhere);
  // Its doors are the back office's: a visitor is turned away.
  expect((await request.get(`/api/admin/news/drafts/${draft.id}`)).status()).toBe(401);

  expect(await axeViolations(page), 'news list with a draft').toEqual([]);

  await card.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(await axeViolations(page), 'draft preview').toEqual([]);
  await expect(page.getByRole('article')).toContainText('Our Leeds office opens on Monday');

  await page.getByRole('link', { name: 'Edit Draft' }).click();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(page.getByLabel('Publish at')).toHaveValue('');
  await expect(page.getByText('UK time (Europe/London)')).toBeVisible();
  expect(await axeViolations(page), 'draft form').toEqual([]);
  // Posting needs a banner: the browser asks for one first.
  await page.getByRole('button', { name: 'Post News' }).click();
  expect(
    await page
      .getByLabel('Banner image')
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await page.getByLabel('Banner image').setInputFiles(pngFile());
  await page.getByRole('button', { name: 'Post News' }).click();
  await expect(page.getByText('News posted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('article', { name: title })).not.toContainText('Draft');

  const [posted, ...more] = await publishedTitled(adminRequest, title);
  expect(more).toEqual([]);
  expect((await request.get(`/read-a-news/${posted!.id}/${titleSlug(title)}`)).status()).toBe(200);
  // The home page's strip shows only the newest few, which other tests may be adding to.
  await expect
    .poll(() => publicMentions(request, title))
    .toMatchObject({ list: true, search: true, sitemap: true });
  expect((await adminRequest.get(`/api/admin/news/drafts/${draft.id}`)).status()).toBe(404);
});

test('a post scheduled a minute ahead is public once due, once', async ({
  adminPage: page,
  adminRequest,
  request,
}) => {
  test.setTimeout(150_000);
  // "Publish at" takes whole minutes: the next minute at least 15 s away, on London's clock.
  const due = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  const wall = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(due)
    .replace(' ', 'T');
  const title = `Leeds office opening ${unique()}`;
  await openAdmin(page, '/admin/post-news');
  await fillNews(page, title);
  await page.getByLabel('Publish at').fill(wall);
  await page.getByRole('button', { name: 'Post News' }).click();
  await expect(page.getByText(/^News scheduled for .+ UK time\.$/)).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Scheduled');
  await expect(card.locator('time')).toHaveAttribute('datetime', due.toISOString());

  if (Date.now() < due.getTime() - 3_000) {
    expect(await publicMentions(request, title)).toEqual(nowhere);
    expect(await publishedTitled(adminRequest, title)).toEqual([]);
  }
  await expect
    .poll(() => publicMentions(request, title), { timeout: due.getTime() - Date.now() + 30_000 })
    .toMatchObject({ list: true, search: true, sitemap: true });
  expect(await publishedTitled(adminRequest, title)).toHaveLength(1);
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  const drafts = (await (await adminRequest.get('/api/admin/news/drafts')).json()) as NewsDraft[];
  expect(drafts.map((each) => each.title)).not.toContain(title);
});

test('a scheduled time already past posts at once; bad input is refused by field', async ({
  adminRequest,
  request,
  baseURL,
}) => {
  const title = `Yesterday's news ${unique()}`;
  const form = (fields: Record<string, string>) => ({
    headers: { origin: baseURL! },
    multipart: {
      date: '2026-11-20',
      title,
      description: '<p>Late but true.</p>',
      image: pngFile(),
      intent: 'post',
      ...fields,
    },
  });
  const refused = await adminRequest.post(
    '/api/admin/news/drafts',
    form({ publish_at: 'next tuesday' }),
  );
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toEqual({ publish_at: 'Enter a date and a time.' });
  const wrongIntent = await adminRequest.post('/api/admin/news/drafts', form({ intent: 'shout' }));
  expect(wrongIntent.status()).toBe(400);
  expect(await publishedTitled(adminRequest, title)).toEqual([]);

  const answer = await adminRequest.post(
    '/api/admin/news/drafts',
    form({ publish_at: '2026-01-05T09:00' }),
  );
  expect(answer.status()).toBe(201);
  const outcome = (await answer.json()) as { status: string; news_id: number };
  expect(outcome.status).toBe('posted');
  expect((await request.get(`/read-a-news/${outcome.news_id}/${titleSlug(title)}`)).status()).toBe(
    200,
  );
});
