import 'server-only';
import { describeIfUndescribed } from '@/lib/own-data/media/library-store';
import { MEDIA_PATH, mediaFileSchema } from '@/lib/own-data/media/media-file';

/**
 * A picture uploaded in a page's editor reaches the media library without words; the page's
 * "Image description" describes it there too once the page is published, so whoever picks it
 * from the library next gets them. A picture the library already describes keeps its own.
 */
export async function keepPictureDescription(copy: unknown): Promise<void> {
  if (!copy || typeof copy !== 'object') return;
  const { image, imageAlt } = copy as { image?: unknown; imageAlt?: unknown };
  if (typeof image !== 'string' || !image.startsWith(MEDIA_PATH)) return;
  if (typeof imageAlt !== 'string' || !imageAlt) return;
  const file = mediaFileSchema.safeParse(image.slice(MEDIA_PATH.length));
  if (file.success) await describeIfUndescribed(file.data.id, imageAlt);
}
