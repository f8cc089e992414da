import 'server-only';
import type { MediaRecord } from '@/lib/own-data/media/library-store';
import { setMediaPixels, unmeasuredBytes } from '@/lib/own-data/media/library-store';
import { imagePixels } from '@/lib/rich-text/image-pixels';

/**
 * `records` with the pixels of pictures uploaded before the library measured them: measured
 * once from their bytes as they are first listed, and kept. One that cannot be read keeps none.
 */
export async function withPixels(records: MediaRecord[]): Promise<MediaRecord[]> {
  const rows = await unmeasuredBytes(records.filter((r) => r.width === null).map((r) => r.id));
  const measured = new Map<string, { width: number; height: number }>();
  for (const row of rows) {
    const pixels = await imagePixels(row.bytes).catch(() => null);
    if (!pixels) continue;
    await setMediaPixels(row.id, pixels);
    measured.set(row.id, pixels);
  }
  return records.map((record) => ({ ...record, ...measured.get(record.id) }));
}
