// A news banner's "Image description" (issue 45): its alt text on the article, the news cards and
// og:image:alt, in both modes (upstream, kept in the product's own database by news id).
import type { News } from '../lib/domain/news';
import { newsPath } from '@/lib/text/slug';
import { expect, test } from './support/fixtures';
import { createNews, openAdmin, todayInBrowser } from './support/admin-helpers';
import { pngFile } from './support/files';
import { listPage } from './support/lists';
import { unique } from './support/unique';

test('the banner’s description is the alt text of the article’s picture, the cards and og:image:alt', async ({
  adminPage: page,
  adminRequest,
}) => {
  const title = `Leeds reception ${unique()}`;
  const alt = 'The new reception desk in Leeds, with two green armchairs';
  await openAdmin(page, '/admin/post-news');
  await page.getByLabel('Date').fill(await todayInBrowser(page));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Banner image').setInputFiles(pngFile());
  await page.getByLabel('Image description').fill(alt);
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('Visitors are welcome from Monday.');
  await page.getByRole('button', { name: 'Post News' }).click();
  await expect(page.getByText('News posted successfully!')).toBeVisible();

  const news = (await listPage<News>(adminRequest, '/api/admin/news')).results.find(
    (item) => item.title === title,
  )!;
  expect(news.image_alt).toBe(alt);
  await page.goto(newsPath(news));
  await expect(page.getByRole('main').getByRole('img', { name: alt })).toBeVisible();
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);
  await page.goto('/news');
  await expect(page.getByRole('img', { name: alt })).toHaveCount(1);

  // Described later through the edit form; emptied, the picture is decorative again.
  await page.goto(`/admin/edit-news/${news.id}/${encodeURIComponent(title)}`);
  await expect(page.getByLabel('Image description')).toHaveValue(alt);
  await page.getByLabel('Image description').fill('');
  await page.getByRole('button', { name: 'Update News' }).click();
  await expect(page.getByText('News updated successfully!')).toBeVisible();
  await page.goto(newsPath(news));
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveCount(0);
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('alt', '');
});

test('an item written without a description keeps working, its picture marked decorative', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page);
  expect(news.image_alt ?? '').toBe('');
  await page.goto(newsPath(news));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('alt', '');
});
