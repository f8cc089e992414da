import type { MenuLink } from '@/lib/domain/menus';
import { Logo } from '../Logo';
import { DesktopNav } from './DesktopNav';
import type { MenuService } from './featured-services';
import { headerItems, phoneItems } from './header-items';
import { MobileMenu } from './MobileMenu';
import { SearchToggle } from './SearchToggle';
import styles from './SiteHeader.module.css';

type Props = { services: MenuService[]; links: readonly MenuLink[] };

/** The banner: the firm's header menu (the back office's Menus) around the Services menu. */
export function SiteHeader({ services, links }: Props) {
  const items = headerItems(links);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <DesktopNav items={items} services={services} />
        <div className={styles.tools}>
          <SearchToggle />
          <MobileMenu items={phoneItems(links)} services={services} />
        </div>
      </div>
    </header>
  );
}
