import 'server-only';
import { can } from '@/lib/accounts/roles';
import { MEDIA_PAGE_SIZE, UNKNOWN_MEDIA, type MediaList } from '@/lib/domain/media-library';
import type { Role } from '@/lib/domain/role';
import { HttpError } from '@/lib/http/respond';
import { getMediaRecord, listMediaRecords } from '@/lib/own-data/media/library-store';
import { withPixels } from './measure-pixels';
import { usesFor, usesOfPictures } from './media-uses';

/**
 * One page of the library, newest first, as `role` sees it; with `withUses`, each picture with
 * where it is used, read from the usage table for this page's pictures only (the editor's
 * picker asks without). Only a role with the library's own permission (`media`) is told where:
 * for any other (a Recruiter picking a picture for a job) the uses are not even read, and each
 * place is named only to a role that may open it (./media-uses.ts, usesFor).
 */
export async function mediaLibraryPage(
  page: number,
  withUses: boolean,
  role: Role,
): Promise<MediaList> {
  const told = withUses && can(role, 'media');
  const { records, count } = await listMediaRecords(page, MEDIA_PAGE_SIZE);
  const [measured, found] = await Promise.all([
    withPixels(records),
    told ? usesOfPictures(records.map((record) => record.id)) : null,
  ]);
  return {
    results: measured.map((record) =>
      found ? { ...record, uses: usesFor(role, found.uses.get(record.id) ?? []) } : record,
    ),
    count,
    next: page * MEDIA_PAGE_SIZE < count ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    unreadable: found?.unreadable ?? [],
  };
}

/** The picture with this id (from a door's path), or a 404 saying it is not in the library. */
export async function knownMedia(id: string) {
  const record = await getMediaRecord(id);
  if (!record) throw new HttpError(404, UNKNOWN_MEDIA);
  return record;
}
