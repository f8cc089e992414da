// The media library (/admin/media): a picture uploaded in the editor with its description is
// listed with where it is used, picked from the library in another item's editor (and shown on
// the public page with its alt), described again everywhere, and removed only once unused.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { UNKNOWN_MEDIA } from '../lib/domain/media-library';
import type { News } from '../lib/domain/news';
import type { ActivityPage } from '../lib/own-data/activity/schema';
import type { MediaUpload } from '../lib/own-data/media/media-file';
import {
  createNews,
  describeImage,
  openAdmin,
  todayInBrowser as today,
} from './support/admin-helpers';
import { banners, pngFile } from './support/files';
import { unique } from './support/unique';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Description formatting' });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Description', exact: true });
const card = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });

/** The newest activity entry of `kind` about the picture `id`. */
async function logged(page: Page, kind: string, id: string) {
  const response = await page.request.get(`/api/admin/activity?kind=${kind}`);
  const { results } = (await response.json()) as ActivityPage;
  return results.find((entry) => entry.item_id === id);
}

/** Fills the Post News form's other fields, leaving the cursor in its Description. */
async function startNews(page: Page, title: string) {
  await openAdmin(page, '/admin/post-news');
  await page.getByLabel('Date').fill(await today(page));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Banner image').setInputFiles(pngFile());
  await editor(page).click();
  await page.keyboard.type(`${title}: the team at work.`);
  await page.keyboard.press('Enter');
}

async function postNews(page: Page): Promise<News> {
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/news') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Post News' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  return (await response.json()) as News;
}

test('a picture uploaded with a description is listed where used and picked from the library', async ({
  adminPage: page,
}) => {
  test.slow();
  const alt = `The Leeds reception desk ${unique()}`;
  const first = `Leeds office opens ${unique()}`;
  await startNews(page, first);
  const chooser = page.waitForEvent('filechooser');
  await toolbar(page).getByRole('button', { name: 'Image', exact: true }).click();
  await (await chooser).setFiles(banners.png);
  await describeImage(page, alt);
  const src = await editor(page).getByRole('img', { name: alt }).getAttribute('src');
  await postNews(page);

  await openAdmin(page, '/admin/media');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Media library');
  const listed = card(page, alt);
  await expect(listed.getByRole('link', { name: `News: ${first}` })).toBeVisible();
  await expect(listed).toContainText(/\d+ × \d+ px, \d+ KB/);
  await expect(listed.getByLabel('Image description')).toHaveValue(alt);
  expect(await axeViolations(page), 'the library with a picture').toEqual([]);

  // Another item takes it from the library: no second upload, the stored description as alt.
  const second = `Leeds office first week ${unique()}`;
  await startNews(page, second);
  await toolbar(page).getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from library' });
  await expect(picker.getByRole('button', { name: alt })).toBeVisible();
  expect(await axeViolations(page), 'the library picker').toEqual([]);
  await picker.getByRole('button', { name: alt }).focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(editor(page).getByRole('img', { name: alt })).toHaveAttribute('src', src!);
  const news = await postNews(page);

  await page.goto(`/read-a-news/${news.id}/article`);
  const shown = page.getByRole('main').getByRole('img', { name: alt });
  await expect(shown).toHaveAttribute('src', src!);
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  await openAdmin(page, '/admin/media');
  await expect(card(page, alt).getByRole('link', { name: `News: ${second}` })).toBeVisible();
});

test('a picture in use cannot be removed, the refusal naming where; unused, it is removed', async ({
  adminPage: page,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const uploaded = await page.request.post('/api/admin/media', {
    headers: { origin: baseURL! },
    multipart: { image: pngFile('desk.png') },
  });
  expect(uploaded.status()).toBe(201);
  const { src } = (await uploaded.json()) as MediaUpload;
  const file = src.split('/').at(-1)!;
  const id = file.split('.')[0]!;
  const title = `Desk moves ${unique()}`;
  const desk = `The new front desk ${unique()}`;
  const news = await createNews(page, {
    title,
    description: `<p>The desk moved.</p><img src="${src}" alt="A desk by the window">`,
  });

  await openAdmin(page, '/admin/media');
  const listed = card(page, `${file} (no description)`);
  await listed.getByRole('button', { name: `Remove ${file} (no description)` }).click();
  await expect(listed.getByRole('alert')).toHaveText(
    `This picture is used in News: ${title}. Take it out there first.`,
  );
  expect((await page.request.get(src)).status()).toBe(200);

  // Described everywhere: the article's alt changes with the library's description.
  const same = page.getByRole('article').filter({ has: page.locator(`img[src="${src}"]`) });
  await same.getByLabel('Image description').fill(desk);
  await same.getByRole('button', { name: 'Replace description everywhere' }).click();
  await expect(same.getByRole('status')).toHaveText('Description saved and replaced in 1 place.');
  await expect(same.getByRole('heading', { name: desk })).toBeVisible();
  expect(await logged(page, 'media', id)).toMatchObject({
    summary: 'Replaced a picture’s description everywhere (1 changed)',
    item_title: desk,
  });
  await page.goto(`/read-a-news/${news.id}/article`);
  await expect(page.getByRole('main').getByRole('img', { name: desk })).toHaveAttribute('src', src);

  const removedNews = await page.request.delete(`/api/admin/news/${news.id}`, {
    headers: { origin: baseURL! },
  });
  expect(removedNews.status()).toBe(204);
  await openAdmin(page, '/admin/media');
  const unused = card(page, desk);
  await expect(unused).toContainText('Not used anywhere');
  await unused.getByRole('button', { name: `Remove ${desk}` }).click();
  await expect(unused).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
  expect(await logged(page, 'removal', id)).toMatchObject({
    summary: 'Removed a picture from the media library',
  });

  const unknown = await page.request.delete(`/api/admin/media/${id}`, {
    headers: { origin: baseURL! },
  });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error).toBe(UNKNOWN_MEDIA);
  const malformed = await page.request.patch('/api/admin/media/not-an-id', {
    headers: { origin: baseURL! },
    data: { description: 'x' },
  });
  expect(malformed.status()).toBe(404);
});

test('a picture without a description is asked for one when picked, and keeps it in the library', async ({
  adminPage: page,
  baseURL,
}) => {
  await openAdmin(page, '/admin');
  const uploaded = await page.request.post('/api/admin/media', {
    headers: { origin: baseURL! },
    multipart: { image: pngFile('meeting-room.png') },
  });
  const { src } = (await uploaded.json()) as MediaUpload;
  const file = src.split('/').at(-1)!;
  const alt = `The meeting room on the second floor ${unique()}`;

  await startNews(page, `Meeting room ${unique()}`);
  await toolbar(page).getByRole('button', { name: 'Choose from library' }).click();
  await page
    .getByRole('dialog', { name: 'Choose from library' })
    .getByRole('button', { name: `${file} (no description)` })
    .click();
  await describeImage(page, alt);
  await expect(editor(page).getByRole('img', { name: alt })).toHaveAttribute('src', src);

  await openAdmin(page, '/admin/media');
  await expect(card(page, alt).getByLabel('Image description')).toHaveValue(alt);
});
