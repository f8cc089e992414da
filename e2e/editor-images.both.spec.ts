// Images in news text are uploaded from the editor, stored in the product's own database (in
// both modes) and shown on the public article from this site; images from other sites never
// show broken: their alt text stays.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import type { News } from '../lib/domain/news';
import type { MediaUpload } from '../lib/own-data/media/media-file';
import { GPS_POSITION_TAGS, gpsJpeg, gpsTags } from '../test/exif-images';
import {
  createNews,
  describeImage,
  openAdmin,
  todayInBrowser as today,
} from './support/admin-helpers';
import { banners, fetchImage, pngFile, showsSamePicture } from './support/files';
import { unique } from './support/unique';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Description' });
const imageTool = (page: Page) =>
  page
    .getByRole('toolbar', { name: 'Description formatting' })
    .getByRole('button', { name: 'Image', exact: true });

/** Chooses a file through the Image tool's file picker, answering its description dialog. */
async function chooseImage(page: Page, file: typeof banners.png, alt?: string) {
  const chooser = page.waitForEvent('filechooser');
  await imageTool(page).click();
  await (await chooser).setFiles(file);
  if (alt !== undefined) await describeImage(page, alt);
}

/** Whether the public page's image really loaded (a broken one has no width). */
const loaded = (page: Page, alt: string) =>
  page
    .getByRole('main')
    .getByRole('img', { name: alt })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('an image uploaded in the news editor shows on the public article', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin/post-news');
  const title = `Leeds office photo ${unique()}`;
  await page.getByLabel('Date').fill(await today(page));
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Banner image').setInputFiles(pngFile());
  await editor(page).click();
  await page.keyboard.type('Our new office in Leeds.');
  await page.keyboard.press('Enter');

  await chooseImage(page, banners.png, 'The Leeds reception desk');
  const inEditor = editor(page).getByRole('img', { name: 'The Leeds reception desk' });
  await expect(inEditor).toHaveAttribute('src', /^\/media\/uploads\/[\w-]{22}\.png$/);

  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/news') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Post News' }).click();
  const news = (await (await created).json()) as News;
  await expect(page.getByText('News posted successfully!')).toBeVisible();

  await page.goto(`/read-a-news/${news.id}/article`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const image = page.getByRole('main').getByRole('img', { name: 'The Leeds reception desk' });
  await expect(image).toBeVisible();
  await expect.poll(() => loaded(page, 'The Leeds reception desk')).toBe(true);

  const src = (await image.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(await showsSamePicture(await served.body(), banners.png.buffer)).toBe(true);
  // Another extension for the same image is not another address of it.
  expect((await page.request.get(src.replace(/\.png$/, '.gif'))).status()).toBe(404);
});

test('an editor image is served without the EXIF and GPS position it was uploaded with', async ({
  adminRequest: request,
  baseURL,
}) => {
  const photo = await gpsJpeg();
  expect(gpsTags((await sharp(photo).metadata()).exif)).toEqual(
    expect.arrayContaining(GPS_POSITION_TAGS),
  );

  const uploaded = await request.post('/api/admin/media', {
    headers: { origin: baseURL! },
    multipart: { image: { name: 'leeds-office.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { src } = (await uploaded.json()) as MediaUpload;
  expect(src).toMatch(/^\/media\/uploads\/[\w-]{22}\.jpg$/);

  const served = await fetchImage(request, src);
  expect(served.type).toBe('image/jpeg');
  const metadata = await sharp(served.bytes).metadata();
  // Orientation 6 applied to the pixels before the tag went with the rest of EXIF.
  expect(metadata).toMatchObject({ format: 'jpeg', width: 10, height: 20 });
  expect(metadata.orientation).toBeUndefined();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(served.bytes.includes('Crestfield')).toBe(false);
});

test('a file that is not an image is refused with a clear message', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin/post-news');
  await editor(page).click();
  await page.keyboard.type('Notes follow.');
  await chooseImage(page, {
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Just some notes'),
  });
  // (Next's route announcer is an empty alert of its own.)
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'The image must be a JPEG, PNG, WebP or GIF image.',
  );
  await expect(editor(page).getByRole('img')).toHaveCount(0);
  await expect(editor(page)).toHaveText('Notes follow.');
});

test('an image file pasted into the editor is uploaded and put in', async ({ adminPage: page }) => {
  await openAdmin(page, '/admin/post-news');
  await editor(page).click();
  const bytes = [...pngFile().buffer];
  await editor(page).evaluate((target, data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], 'pasted.png', { type: 'image/png' }));
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, bytes);
  await describeImage(page, 'A pasted pixel');
  await expect(editor(page).getByRole('img', { name: 'A pasted pixel' })).toHaveAttribute(
    'src',
    /^\/media\/uploads\/[\w-]{22}\.png$/,
  );
});

test('an image from another site is dropped from the public article, its alt text kept', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin');
  const news = await createNews(page, {
    description:
      '<p>Meet <img src="https://cdn.example.com/team.jpg" alt="the whole team"> in Leeds.</p>',
  });
  await page.goto(`/read-a-news/${news.id}/article`);
  const main = page.getByRole('main');
  await expect(main.getByText('Meet the whole team in Leeds.')).toBeVisible();
  await expect(main.locator('img[src*="cdn.example.com"]')).toHaveCount(0);
});

test('a picture left undescribed cannot be published until it is described or marked decorative', async ({
  adminPage: page,
}) => {
  await openAdmin(page, '/admin/post-job');
  const title = `Office assistant ${unique()}`;
  await page.getByLabel('End date').fill('2031-01-31');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Requirements' }).click();
  await page.keyboard.type('A friendly manner on the phone.');
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Join our Leeds office.');
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Description formatting' })
    .getByRole('button', { name: 'Image', exact: true })
    .click();
  await (await chooser).setFiles(pngFile('desk.png'));
  const asked = page.getByRole('dialog', { name: 'Image description' });
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toBeHidden();
  const picture = description.locator('img');
  await expect(picture).not.toHaveAttribute('alt');

  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText(/Describe each picture for people who cannot see it/)).toBeVisible();

  // The door refuses it too, whatever the browser sends.
  const refused = await page.request.post('/api/admin/jobs', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title,
      end_date: '2031-01-31',
      description: '<p>Hello</p><img src="/media/uploads/abcdefghijklmnopqrstuv.png">',
      requirements: '<p>Friendly</p>',
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { fields?: Record<string, string> }).fields).toHaveProperty(
    'description',
  );

  await picture.click();
  await page
    .getByRole('toolbar', { name: 'Description formatting' })
    .getByRole('button', { name: 'Image description' })
    .click();
  await describeImage(page, '');
  await expect(picture).toHaveAttribute('alt', '');
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/jobs') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Post Job' }).click();
  expect((await created).status()).toBe(201);
});
