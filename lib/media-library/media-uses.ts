import 'server-only';
import { can, type Permission } from '@/lib/accounts/roles';
import { ensureUses } from '@/lib/backend/refresh-uses';
import type { MediaUse } from '@/lib/domain/media-library';
import type { Role } from '@/lib/domain/role';
import { ownDatabase } from '@/lib/own-data/db/own-database';
import { usesOfMedia } from '@/lib/own-data/media/media-uses-store';

/**
 * Where each of these pictures is used (every id a key), from the usage table kept at every
 * write of a text: one indexed query, whatever the number of news items, jobs and pages. The
 * table is built first if it never was (lib/backend/refresh-uses.ts); `unreadable` then names
 * what could not be read, so the screen does not claim a picture is unused.
 */
export async function usesOfPictures(ids: string[]) {
  const unreadable = await ensureUses();
  const uses = await usesOfMedia(await ownDatabase(), ids);
  return { uses, unreadable };
}

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
