// The places whose text may show an uploaded picture, named and read the same way by every
// writer that keeps the usage table (./media-uses-store.ts) and by the rebuild from every text,
// so the two never disagree on a title or on which text counts.
import { publicPages } from '@/lib/content/public-pages';
import type { MediaUse } from '@/lib/domain/media-library';
import { jobs, news } from '@/lib/own-data/db/schema';

/** A place and the text it shows now. */
export type PlaceText = MediaUse & { text: string };

/** A news item; `draft`: a news draft or scheduled post (the product's own, another place). */
export const newsPlace = (item: { id: number; title: string }, draft: boolean): MediaUse => ({
  kind: 'news',
  id: String(item.id),
  title: item.title,
  draft,
});

export const jobPlace = (job: { id: number; title: string }): MediaUse => ({
  kind: 'job',
  id: String(job.id),
  title: job.title,
  draft: false,
});

/** A job's description and requirements are one place. */
export const jobText = (job: { description: string; requirements: string }) =>
  `${job.description}\n${job.requirements}`;

/** The columns of a stored news item that name its place and hold its text. */
export const newsTextColumns = { id: news.id, title: news.title, description: news.description };

/** The columns of a stored job that name its place and hold its text. */
export const jobTextColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  requirements: jobs.requirements,
};

let titles: Map<string, string> | undefined;

/** The title a page's copy gives itself: an added service's, a page of the firm's own. */
const titleIn = (content: unknown): string | undefined => {
  const title = (content as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() ? title : undefined;
};

/**
 * A site page's draft or published copy, named as the Pages screen names it: a page of the
 * site by its registry's title, an added service or page of the firm's own by its copy's.
 */
export function pagePlace(key: string, draft: boolean, content?: unknown): MediaUse {
  titles ??= new Map(publicPages().map((page) => [page.key, page.title]));
  return { kind: 'page', id: key, title: titles.get(key) ?? titleIn(content) ?? key, draft };
}

/** A page's copy as JSON: every string field of it is searched. */
export const pageText = (content: unknown): string => JSON.stringify(content) ?? '';
