import 'server-only';
import { getBackend } from '@/lib/backend';
import type { SessionAccount } from '@/lib/auth/session-revocation';
import type { MediaDescriptionInput, MediaDescriptionResult } from '@/lib/domain/media-library';
import { recordActivity } from '@/lib/own-data/activity/record';
import { setMediaDescription } from '@/lib/own-data/media/library-store';
import { knownMedia } from './media-library';
import { usesOfPictures } from './media-uses';
import { rewriteUses } from './rewrite-uses';

/**
 * Stores what the picture shows ('' for decorative) in the library; with `everywhere`, also
 * as its alt text in every text where it appears, counting the places changed.
 */
export async function describeMedia(
  id: string,
  { description, everywhere }: MediaDescriptionInput,
  account: SessionAccount,
): Promise<MediaDescriptionResult> {
  const record = await knownMedia(id);
  await setMediaDescription(id, description);
  let result = { changed: 0, drafts: 0, failed: [] as string[] };
  if (everywhere) {
    const { uses } = await usesOfPictures([id]);
    result = await rewriteUses(await getBackend(), uses.get(id) ?? [], id, description, account);
  }
  await recordActivity(account, {
    kind: 'media',
    summary: everywhere
      ? `Replaced a picture’s description everywhere (${result.changed} changed)`
      : 'Changed a picture’s description',
    itemId: id,
    itemTitle: description || `${record.src} (decorative)`,
  });
  return { item: { ...(await knownMedia(id)) }, ...result };
}
