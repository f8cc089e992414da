import { company, footerColumns, type FooterLink } from '@/lib/content/company';
import { CookieSettingsButton } from '../consent/CookieSettingsButton';
import { Logo } from '../Logo';
import { NewsLink } from '../NewsLink';
import { CurrentYear } from './CurrentYear';
import { SocialIcon } from './SocialIcon';
import styles from './SiteFooter.module.css';
import { pathOf } from '@/lib/content/page-paths';

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

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p>{company.tagline}</p>
          <address className={styles.address}>{company.address.display}</address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.href}>
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
          {company.phones.map((phone, index) => (
            <span key={phone.href}>
              {index > 0 && ', '}
              <a href={phone.href}>{phone.display}</a>
            </span>
          ))}
        </p>
        <p>
          <span className={styles.contactLabel}>Email:</span>{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>
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
