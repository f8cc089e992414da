import 'server-only';
import { inUseMessage } from '@/lib/domain/media-library';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import { HttpError } from '@/lib/http/respond';
import { recordActivity } from '@/lib/own-data/activity/record';
import { deleteMediaRecord } from '@/lib/own-data/media/library-store';
import { knownMedia } from './media-library';
import { usesOfPictures } from './media-uses';

/**
 * Removes a picture no text uses (its bytes go with its row). One in use is refused with where
 * it is used (409); so is any removal while a place could not be read (503), since the picture
 * might be shown there.
 */
export async function removeMedia(id: string, account: SessionAccount): Promise<void> {
  const record = await knownMedia(id);
  const { uses: found, unreadable } = await usesOfPictures([id]);
  const uses = found.get(id) ?? [];
  if (uses.length > 0) throw new HttpError(409, inUseMessage(uses));
  if (unreadable.length > 0) {
    throw new HttpError(
      503,
      `The ${unreadable.join(' and ')} could not be read, so the picture may still be in use. Try again later.`,
    );
  }
  if (!(await deleteMediaRecord(id))) return;
  await recordActivity(account, {
    kind: 'removal',
    summary: 'Removed a picture from the media library',
    itemId: id,
    itemTitle: record.description || record.src,
  });
}
