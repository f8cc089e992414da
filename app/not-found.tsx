import type { Metadata } from 'next';
import Link from 'next/link';
import { notFoundContent } from '@/lib/content/pages';
import { SiteChrome } from '@/components/site/SiteChrome';
import styles from '@/components/site/ErrorScreen.module.css';

export const metadata: Metadata = {
  title: notFoundContent.metaTitle,
  robots: { index: false, follow: true },
};

// Every unknown address lands here (HTTP 404), inside the public site's chrome.
export default function NotFound() {
  return (
    <SiteChrome>
      <main id="main" className={styles.main}>
        <p className={styles.code}>{notFoundContent.status}</p>
        <h1>{notFoundContent.title}</h1>
        <p>{notFoundContent.message}</p>
        <ul className={`button-row ${styles.links}`} aria-label="Where to go next">
          {notFoundContent.links.map((link, index) => (
            <li key={link.href}>
              <Link href={link.href} className={index === 0 ? 'button' : 'button button--ghost'}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </SiteChrome>
  );
}
