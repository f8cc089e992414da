import 'server-only';
import type { Menus } from '@/lib/domain/menus';
import { lastKnownMenus, readMenus } from '@/lib/own-data/menus-store';
import { cachedRead, isBuilding, keepPageBriefly } from '@/lib/freshness/cached-read';
import { MENUS_TAG } from '@/lib/freshness/tags';

// Only the back office's Menus door changes the menus, and it expires their tag at once, on
// every instance (lib/freshness/expire.ts): no time-based revalidation.
const cachedMenus = cachedRead(
  'site-menus',
  MENUS_TAG,
  async () => (await readMenus()).menus,
  false,
);

/**
 * The header and footer menus as every public page shows them. While the database cannot be
 * read, a page shows what this process last read (or the shipped links) and is kept one second
 * only.
 */
export async function loadMenus(): Promise<Menus> {
  // What the build prerenders is never served (lib/freshness/page-cache-handler.cjs).
  if (isBuilding()) return lastKnownMenus();
  try {
    return await cachedMenus();
  } catch (error) {
    console.error('[menus]', error instanceof Error ? error.message : error);
    await keepPageBriefly().catch(() => undefined);
    return lastKnownMenus();
  }
}
