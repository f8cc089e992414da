import 'server-only';
import type { ImageUpload } from '@/lib/domain/image';
import type { News, NewsWrite } from '@/lib/domain/news';
import type { Page } from '@/lib/domain/paging';
import { expectOk, parseAnswer, type UpstreamClient } from './client';
import { readPage } from './paging';
import { reshapeNews } from './reshape';
import { rawNewsSchema } from './schemas';

const NEWS = '/api/news/update/news/';
const EXTENSIONS: Record<ImageUpload['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Django's ImageField checks the extension, so the name says what the bytes really are. */
export function bannerFilename(image: ImageUpload): string {
  const stem = image.filename
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .slice(0, 80);
  return `${stem || 'banner'}.${EXTENSIONS[image.contentType]}`;
}

/**
 * The multipart body of docs/spec.md section 7: date, title, image, description. Without a new
 * banner the `image` part is left out: Django REST Framework turns an empty value of a nullable
 * file field into null, so the old product's `image=` deleted the banner on every edit.
 */
function newsForm(input: NewsWrite): FormData {
  const form = new FormData();
  form.append('date', input.date);
  form.append('title', input.title);
  if (input.image) {
    const blob = new Blob([input.image.bytes.slice()], { type: input.image.contentType });
    form.append('image', blob, bannerFilename(input.image));
  }
  form.append('description', input.description);
  return form;
}

const reshape = (client: UpstreamClient) => (raw: Parameters<typeof reshapeNews>[0]) =>
  reshapeNews(raw, client.config.baseUrl);

export function listNews(client: UpstreamClient, page: number): Promise<Page<News>> {
  return readPage(client, page, {
    path: NEWS,
    item: rawNewsSchema,
    reshape: reshape(client),
    what: 'News item',
  });
}

export async function getNews(client: UpstreamClient, id: number): Promise<News | null> {
  const answer = await client.send('GET', client.url(`${NEWS}${id}/`));
  if (answer.status === 404) return null;
  return reshape(client)(parseAnswer(rawNewsSchema, expectOk(answer, 'News item')));
}

export async function createNews(client: UpstreamClient, input: NewsWrite): Promise<News> {
  const answer = await client.send('POST', client.url(NEWS), { form: newsForm(input) });
  return reshape(client)(parseAnswer(rawNewsSchema, expectOk(answer, 'News item')));
}

export async function updateNews(
  client: UpstreamClient,
  id: number,
  input: NewsWrite,
): Promise<News> {
  const answer = await client.send('PATCH', client.url(`${NEWS}${id}/`), { form: newsForm(input) });
  return reshape(client)(parseAnswer(rawNewsSchema, expectOk(answer, 'News item')));
}

/**
 * With the trailing slash, unlike the old product (docs/fixes.md): without it Django's
 * APPEND_SLASH answers 301 to this very address, which costs a round trip.
 */
export async function removeNews(client: UpstreamClient, id: number): Promise<void> {
  expectOk(await client.send('DELETE', client.url(`${NEWS}${id}/`)), 'News item');
}
