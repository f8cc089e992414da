'use client';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/lib/content/company';
import { NewsLink } from '../NewsLink';
import type { MenuService } from './featured-services';
import { ServicesMenu } from './ServicesMenu';
import styles from './DesktopNav.module.css';
import { pathOf } from '@/lib/content/page-paths';

type Props = { items: readonly NavItem[]; services: MenuService[] };

/**
 * The main navigation from the large breakpoint up; below it the mobile menu takes over. The
 * items come from the server so the company's content stays out of the browser's bundle.
 */
export function DesktopNav({ items, services }: Props) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item, index) => {
          if (item.kind === 'services') {
            return (
              <li key="services">
                <ServicesMenu
                  label={item.label}
                  services={services}
                  defaultSlug={item.defaultPreviewSlug}
                />
              </li>
            );
          }
          if (item.href === pathOf('news')) {
            return (
              <li key={index}>
                <NewsLink className={styles.link}>{item.label}</NewsLink>
              </li>
            );
          }
          return (
            <li key={index}>
              <a
                href={item.href}
                className={item.variant === 'button' ? `button ${styles.cta}` : styles.link}
                aria-current={pathname === item.href ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
