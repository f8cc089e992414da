'use client';
import { useEffect, useRef } from 'react';
import { saveConsent } from '@/lib/consent/consent';
import styles from './CookieBanner.module.css';
import { pathOf } from '@/lib/content/page-paths';

type Props = { onOpenSettings: () => void };

export default function CookieBanner({ onOpenSettings }: Props) {
  const banner = useRef<HTMLElement>(null);

  // The banner is fixed to the bottom of the window: room below the footer keeps the end of
  // the page (and its links) reachable instead of hidden behind it.
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);

  return (
    <section ref={banner} className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="cookie-banner-title" className={styles.title}>
            Your privacy choices
          </h2>
          <p>
            We use essential storage to make this site work. With your permission we also use
            analytics to understand how the site is used, and marketing cookies for our live chat
            and consultation booking. Read our <a href={pathOf('privacy')}>Privacy Policy</a>.
          </p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            onClick={() => saveConsent({ analytics: true, marketing: true })}
          >
            Accept All
          </button>
          <button
            type="button"
            className="button"
            onClick={() => saveConsent({ analytics: false, marketing: false })}
          >
            Reject All
          </button>
          <button type="button" className="button button--ghost" onClick={onOpenSettings}>
            Cookie Settings
          </button>
        </div>
      </div>
    </section>
  );
}
