// The media library's uses two ways, for tests that compare them: as the usage table holds them,
// and as the library found them before it had one, by searching every stored text for each
// picture's address (lib/own-data/media/media-alt.ts, usesMedia). Both as sorted lines.
import { publicPages } from '@/lib/content/public-pages';
import type { MediaUse } from '@/lib/domain/media-library';
import type { Db } from '@/lib/own-data/db/client';
import { jobs, media, mediaUses, news, newsDrafts } from '@/lib/own-data/db/schema';
import { usesMedia } from '@/lib/own-data/media/media-alt';
import { pageCopies } from '@/lib/own-data/pages/page-copies';

type Text = MediaUse & { text: string };

const line = (id: string, use: MediaUse) =>
  `${id} ${use.kind} ${use.id}${use.draft ? ' (draft)' : ''}: ${use.title}`;

/** Every row of the usage table. */
export async function tableUses(db: Db): Promise<string[]> {
  const rows = await db.select().from(mediaUses);
  return rows
    .map((row) => line(row.mediaId, { ...row, id: row.placeId }))
    .sort((a, b) => a.localeCompare(b));
}

/** The firm's news and jobs as this database holds them (embedded mode). */
export async function storedFirmTexts(db: Db): Promise<Text[]> {
  const items = await db.select().from(news);
  const openings = await db.select().from(jobs);
  return [
    ...items.map((item) => ({
      kind: 'news' as const,
      id: String(item.id),
      title: item.title,
      draft: false,
      text: item.description,
    })),
    ...openings.map((job) => ({
      kind: 'job' as const,
      id: String(job.id),
      title: job.title,
      draft: false,
      text: `${job.description}\n${job.requirements}`,
    })),
  ];
}

/** News drafts and pages' drafts and published copies: this database's in both modes. */
async function ownTexts(db: Db): Promise<Text[]> {
  const titles = new Map(publicPages().map((page) => [page.key, page.title]));
  const drafts = await db.select().from(newsDrafts);
  return [
    ...drafts.map((draft) => ({
      kind: 'news' as const,
      id: String(draft.id),
      title: draft.title,
      draft: true,
      text: draft.description,
    })),
    ...(await pageCopies(db)).map((copy) => ({
      kind: 'page' as const,
      id: copy.key,
      // An added service or page of the firm's own is named by the title its copy gives it.
      title:
        titles.get(copy.key) ?? ((copy.content as { title?: string } | null)?.title || copy.key),
      draft: copy.draft,
      text: JSON.stringify(copy.content),
    })),
  ];
}

/**
 * What a search of every text finds, for each picture of the library and each of `more`; the
 * firm's texts are this database's unless given (upstream: the firm's API's).
 */
export async function everyTextUses(db: Db, firm?: Text[], more: string[] = []) {
  const texts = [...(firm ?? (await storedFirmTexts(db))), ...(await ownTexts(db))];
  const ids = [...(await db.select({ id: media.id }).from(media)).map((row) => row.id), ...more];
  return [...new Set(ids)]
    .flatMap((id) => texts.filter((text) => usesMedia(text.text, id)).map((use) => line(id, use)))
    .sort((a, b) => a.localeCompare(b));
}
