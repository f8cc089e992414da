import 'server-only';
import type { MenuPage } from '@/lib/domain/menus';
import { listedPages } from '@/lib/pages/editable-pages';

/**
 * The pages a menu link may name, as the Menus screen offers them: every page the Pages screen
 * lists (services and pages of the firm's own as they are now), leaving out those not live (a
 * draft or an unpublished one answers no visitor).
 */
export async function menuPages(): Promise<MenuPage[]> {
  const pages = await listedPages();
  return pages
    .filter((page) => page.status === undefined || page.status === 'live')
    .map(({ title, path }) => ({ title, path }));
}
