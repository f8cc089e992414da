import { siteNav, type NavItem, type NavServicesItem } from '@/lib/content/company';
import { pathOf } from '@/lib/content/page-paths';
import type { MenuLink } from '@/lib/domain/menus';

const servicesItem = siteNav.find((item): item is NavServicesItem => item.kind === 'services')!;

const linkItem = ({ label, link }: MenuLink): NavItem => ({
  kind: 'link',
  label,
  href: link,
  ...(link === pathOf('contact') ? { variant: 'button' as const } : {}),
});

/**
 * The header's items: the firm's header menu (the back office's Menus) with the Services menu
 * after its first link, where the site has always had it. A link to the contact page is the
 * header's call-to-action button, as it was before the menu was editable.
 */
export function headerItems(links: readonly MenuLink[]): NavItem[] {
  const items = links.map(linkItem);
  return [...items.slice(0, 1), servicesItem, ...items.slice(1)];
}

// The phone's menu has always worded two of the seeded links its own way (docs/spec.md's mobile
// navigation); a label the firm changed is shown as typed.
const phoneWording: Record<string, Record<string, string>> = {
  [pathOf('careers')]: { Careers: 'Career' },
  [pathOf('contact')]: { 'Contact us': 'Contact Us' },
};

/**
 * The phone's menu: the same links as the header, with Services after the first two (its place
 * on the phone) and the phone's own words for the seeded links the firm has not renamed.
 */
export function phoneItems(links: readonly MenuLink[]): NavItem[] {
  const items = links.map((link) =>
    linkItem({ ...link, label: phoneWording[link.link]?.[link.label] ?? link.label }),
  );
  return [...items.slice(0, 2), servicesItem, ...items.slice(2)];
}
