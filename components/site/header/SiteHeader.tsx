import { siteNav } from '@/lib/content/company';
import { Logo } from '../Logo';
import { DesktopNav } from './DesktopNav';
import type { MenuService } from './featured-services';
import { MobileMenu } from './MobileMenu';
import { SearchToggle } from './SearchToggle';
import styles from './SiteHeader.module.css';

export function SiteHeader({ services }: { services: MenuService[] }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <DesktopNav items={siteNav} services={services} />
        <div className={styles.tools}>
          <SearchToggle />
          <MobileMenu services={services} />
        </div>
      </div>
    </header>
  );
}
