import {
  company,
  footerColumns,
  footerServicesTitle,
  socialColumn,
  type FooterColumn,
  type FooterLink,
} from '@/lib/content/company';
import type { CompanyContact } from '@/lib/domain/company-contact';
import type { MenuLink } from '@/lib/domain/menus';
import { CookieSettingsButton } from '../consent/CookieSettingsButton';
import { Logo } from '../Logo';
import { NewsLink } from '../NewsLink';
import { CurrentYear } from './CurrentYear';
import { SocialIcon } from './SocialIcon';
import styles from './SiteFooter.module.css';
import { pathOf, servicePath } from '@/lib/content/page-paths';
import type { MenuService } from '../header/featured-services';

function FooterItem({ link }: { link: FooterLink }) {
  if (link.href === pathOf('news')) return <NewsLink>{link.label}</NewsLink>;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.social}>
        <SocialIcon name={link.label} />
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <a href={link.href}>{link.label}</a>;
}

type Props = { contact: CompanyContact; services: MenuService[]; links: readonly MenuLink[] };

/**
 * The firm's contact details are the ones the back office keeps, the services the ones it
 * publishes, and the first column of links after them its footer menu (/admin/menus), handed
 * down by SiteChrome. The legal pages' column stays: every page links them.
 */
export function SiteFooter({ contact, services, links }: Props) {
  const social = socialColumn(contact.social);
  const offered: FooterColumn = {
    title: footerServicesTitle,
    links: services.map((service) => ({
      label: service.navTitle,
      href: servicePath(service.address),
    })),
  };
  const [quickLinks, ...fixedColumns] = footerColumns;
  const menu: FooterColumn[] =
    links.length > 0
      ? [
          {
            title: quickLinks!.title,
            links: links.map(({ label, link }) => ({ label, href: link })),
          },
        ]
      : [];
  const columns = [offered, ...menu, ...fixedColumns, ...(social ? [social] : [])];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p>{company.tagline}</p>
          <address className={styles.address}>{contact.address.display}</address>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link, index) => (
                <li key={index}>
                  <FooterItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.contact}`}>
        <p>
          <span className={styles.contactLabel}>Call us:</span>{' '}
          {contact.phones.map((phone, index) => (
            <span key={index}>
              {index > 0 && ', '}
              <a href={phone.href}>{phone.display}</a>
            </span>
          ))}
        </p>
        <p>
          <span className={styles.contactLabel}>Email:</span>{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {company.legalName}. All rights
          reserved.
        </p>
        <CookieSettingsButton className={styles.settings} />
      </div>
    </footer>
  );
}
