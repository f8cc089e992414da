import 'server-only';
import { publicPages } from '@/lib/content/public-pages';
import type { MenuPage } from '@/lib/domain/menus';
import { withServicesNow } from '@/lib/pages/service-pages';

/**
 * The pages a menu link may name, as the Menus screen offers them: every public page of the
 * registry with the services as they are now, leaving out those not live (a draft or an
 * unpublished service answers no visitor).
 */
export async function menuPages(): Promise<MenuPage[]> {
  const pages = await withServicesNow(publicPages());
  return pages
    .filter((page) => page.status === undefined || page.status === 'live')
    .map(({ title, path }) => ({ title, path }));
}
