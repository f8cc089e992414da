import { siteNav, type NavItem, type NavServicesItem } from '@/lib/content/company';
import { pathOf } from '@/lib/content/page-paths';
import type { MenuLink } from '@/lib/domain/menus';

const servicesItem = siteNav.find((item): item is NavServicesItem => item.kind === 'services')!;

/**
 * The header's items: the firm's header menu (the back office's Menus) with the Services menu
 * after its first link, where the site has always had it. A link to the contact page is the
 * header's call-to-action button, as it was before the menu was editable.
 */
export function headerItems(links: readonly MenuLink[]): NavItem[] {
  const items: NavItem[] = links.map(({ label, link }) => ({
    kind: 'link',
    label,
    href: link,
    ...(link === pathOf('contact') ? { variant: 'button' as const } : {}),
  }));
  return [...items.slice(0, 1), servicesItem, ...items.slice(1)];
}
