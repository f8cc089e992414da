import 'server-only';
import { ownPageSchema } from '@/page-kinds/own/shape';
import type { OwnPageEntry } from '@/lib/own-pages/own-page-entries';
import { ownPageAt, ownPagesNow } from '@/lib/own-pages/own-page-list';
import { decodedSegment } from '@/lib/services/service-list';
import { pageCopy, previewing } from './page-copy';

/** In its editor's preview, a page not public yet (a draft, or unpublished) at its address. */
async function previewedPage(segment: string): Promise<OwnPageEntry | undefined> {
  if (!(await previewing())) return undefined;
  const address = decodedSegment(segment);
  return (await ownPagesNow()).find((page) => page.address === address);
}

/**
 * The live page of the firm's own at /{segment} as this request shows it: its published copy
 * (or the draft, in its editor's preview, which also shows a page not public yet).
 */
export async function ownPageCopyAt(segment: string): Promise<OwnPageEntry | undefined> {
  const found = await ownPageAt(segment);
  const listed = found?.status === 'live' ? found : await previewedPage(segment);
  if (!listed) return undefined;
  const copy = await pageCopy(listed.key, ownPageSchema, listed);
  return { ...listed, ...copy, address: listed.address };
}
