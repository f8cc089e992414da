import 'server-only';
import { can, type Permission } from '@/lib/accounts/roles';
import type { Backend } from '@/lib/backend/backend';
import { publicPages } from '@/lib/content/public-pages';
import type { MediaUse } from '@/lib/domain/media-library';
import type { Page } from '@/lib/domain/paging';
import type { Role } from '@/lib/domain/role';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { usesMedia } from '@/lib/own-data/media/media-alt';
import { listDrafts } from '@/lib/own-data/news-drafts/draft-store';
import { pageCopies } from '@/lib/own-data/pages/page-copies';

/** One stored text that may show pictures, and the place it is. */
export type Place = MediaUse & { text: string };

/** The firm's list read to its end: its items live in the Backend (the firm's API upstream). */
const MAX_PAGES = 200;

async function everyItem<T>(read: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let page: number | null = 1;
  while (page !== null && page <= MAX_PAGES) {
    const answer: Page<T> = await read(page);
    items.push(...answer.results);
    page = answer.next;
  }
  return items;
}

/**
 * Every stored text that can hold an uploaded picture: news and jobs through the Backend
 * (paged); news drafts and scheduled posts, and the site pages' drafts and published copies,
 * from the product's own database.
 * `unreadable` names what could not be read, so the screen does not claim a picture is unused.
 */
export async function readPlaces(backend: Backend) {
  const unreadable: string[] = [];
  const read = async <T>(name: string, work: () => Promise<T[]>): Promise<T[]> =>
    work().catch((error: unknown) => {
      console.error(`The media library could not read the ${name}:`, error);
      unreadable.push(name);
      return [];
    });
  const titles = new Map(publicPages().map((page) => [page.key, page.title]));
  const [news, drafts, jobs, pages] = await Promise.all([
    read('news', () => everyItem((page) => backend.listNews(page))),
    read('news drafts', async () => listDrafts(await ownDatabase())),
    read('jobs', () => everyItem((page) => backend.listJobs(page))),
    read('site pages', () => pageCopies()),
  ]);
  const places: Place[] = [
    ...news.map((item) => ({
      kind: 'news' as const,
      id: String(item.id),
      title: item.title,
      draft: false,
      text: item.description,
    })),
    ...drafts.map((draft) => ({
      kind: 'news' as const,
      id: String(draft.id),
      title: draft.title,
      draft: true,
      text: draft.description,
    })),
    ...jobs.map((job) => ({
      kind: 'job' as const,
      id: String(job.id),
      title: job.title,
      draft: false,
      text: `${job.description}\n${job.requirements}`,
    })),
    ...pages.map((copy) => ({
      kind: 'page' as const,
      id: copy.key,
      title: titles.get(copy.key) ?? copy.key,
      draft: copy.draft,
      text: JSON.stringify(copy.content),
    })),
  ];
  return { places, unreadable };
}

/** Where the picture with this id is used, among `places`. */
export const usesOf = (places: Place[], id: string): MediaUse[] =>
  places.filter((place) => usesMedia(place.text, id)).map(({ text: _text, ...use }) => use);

/** What opens each kind of place in the back office: a news item or draft, a job, a site page. */
const OPENED_WITH: Record<MediaUse['kind'], Permission> = {
  news: 'news',
  job: 'jobs',
  page: 'content',
};

/**
 * `uses` as `role` may be told them. Where it is used is the library's to say (the `media`
 * permission): any other role is told nothing, not even that a picture is used, since a draft's
 * or an embargoed item's title is not theirs to read. A library role is named each place it may
 * open; one it may not (an Editor and a job) is kept as that kind alone, once, with no title or
 * id, so the screen does not call a picture in use unused.
 */
export function usesFor(role: Role, uses: MediaUse[]): MediaUse[] | undefined {
  if (!can(role, 'media')) return undefined;
  const unnamed = new Set<MediaUse['kind']>();
  return uses.flatMap((use) => {
    if (can(role, OPENED_WITH[use.kind])) return [use];
    if (unnamed.has(use.kind)) return [];
    unnamed.add(use.kind);
    return [{ kind: use.kind, id: '', title: '', draft: false }];
  });
}
