// Each change of the published news, as the News screen's buttons make it (embedded mode): the
// item stored, the news pages expired, the change in the activity log.
import { describe, expect, it, vi } from 'vitest';
import { withOwnDatabase } from '@/test/own-database';

const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

withOwnDatabase('news-changes');
Object.assign(process.env, {
  ADMIN_PASSWORD: 'the-owner-password',
  AUTH_SECRET: 'news-changes-test-secret-of-at-least-32-characters',
});

const { listActivity } = await import('@/lib/own-data/activity/list');
const { getBackend } = await import('@/lib/backend');
const { postNews } = await import('./post-news');
const { editNews } = await import('./edit-news');
const { removeNews } = await import('./remove-news');

const editor = { id: 7, name: 'Esme Editor', email: 'esme@example.com' };
const pixel = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
const item = {
  date: '2026-11-02',
  title: 'Our Leeds office now answers calls until 8 pm',
  description: '<p>Clients in the north get longer cover from Monday.</p>',
};

async function lastEntry() {
  const [entry] = (await listActivity({ page: 1 })).results;
  return entry && { actor: entry.actor_name, summary: entry.summary, item: entry.item_title };
}

describe('the changes of the published news', () => {
  it('posts, edits and removes an item, each expiring the news pages and logged once', async () => {
    const backend = await getBackend();
    const image = { bytes: pixel, contentType: 'image/png' as const, filename: 'office.png' };
    const news = await postNews(editor, { ...item, image });
    expect((await backend.getNews(news.id))?.title).toBe(item.title);
    expect(expired).toEqual(['news']);
    expect(await lastEntry()).toEqual({
      actor: 'Esme Editor',
      summary: 'Posted news',
      item: item.title,
    });

    await editNews(editor, news.id, { ...item, title: 'Leeds: calls answered until 8 pm' });
    expect((await backend.getNews(news.id))?.title).toBe('Leeds: calls answered until 8 pm');
    expect(await lastEntry()).toMatchObject({ summary: 'Edited news' });

    await removeNews(editor, news.id);
    expect(await backend.getNews(news.id)).toBeNull();
    expect(expired).toEqual(['news', 'news', 'news']);
    expect(await lastEntry()).toEqual({
      actor: 'Esme Editor',
      summary: 'Removed news',
      item: 'Leeds: calls answered until 8 pm',
    });
  });
});
