'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Logo } from '../Logo';
import { NewsLink } from '../NewsLink';
import type { NavItem } from '@/lib/content/company';
import type { MenuService } from './featured-services';
import styles from './MobileMenu.module.css';
import { pathOf, servicePath } from '@/lib/content/page-paths';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Below the large breakpoint: a "Menu" button opening a full-width slide-in menu. The menu's
 * contents are rendered when it opens: it needs JavaScript to open at all, and rendered up front
 * they cost every page's HTML, its payload and hydration (the footer links every page for a
 * visitor without JavaScript). Its links are the header's, in the phone's order and words
 * (phoneItems).
 */
export function MobileMenu({
  items,
  services,
}: {
  items: readonly NavItem[];
  services: MenuService[];
}) {
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  // A modal <dialog> makes the page behind inert, closes on Escape and returns focus on close.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    document.body.style.overflow = open ? 'hidden' : '';
  }, [open]);

  // Keep Tab and Shift+Tab cycling inside the menu while it is open.
  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || !dialog.current.contains(current))) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && (current === last || !dialog.current.contains(current))) {
      event.preventDefault();
      first?.focus();
    }
  }

  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>
      <dialog
        ref={dialog}
        id={`${id}-menu`}
        className={styles.dialog}
        aria-label="Site menu"
        onKeyDown={trapFocus}
        onClose={close}
      >
        {open && (
          <>
            <div className={styles.top}>
              <Logo onNavigate={close} />
              <button type="button" className={styles.close} onClick={close}>
                Close menu
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className={styles.list}>
                {items.map((item, index) =>
                  item.kind === 'services' ? (
                    <li key="services">
                      <button
                        type="button"
                        className={`${styles.link} ${styles.expand}`}
                        aria-expanded={servicesOpen}
                        aria-controls={`${id}-services`}
                        onClick={() => setServicesOpen(!servicesOpen)}
                      >
                        {item.label} <span aria-hidden="true">{servicesOpen ? '-' : '+'}</span>
                      </button>
                      <ul id={`${id}-services`} className={styles.subList} hidden={!servicesOpen}>
                        {services.map((service) => (
                          <li key={service.address}>
                            <a
                              href={servicePath(service.address)}
                              className={styles.subLink}
                              onClick={close}
                            >
                              {service.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : item.href === pathOf('news') ? (
                    <li key={index}>
                      <NewsLink className={styles.link} onNavigate={close}>
                        {item.label}
                      </NewsLink>
                    </li>
                  ) : (
                    <li key={index}>
                      <a
                        href={item.href}
                        className={
                          item.variant === 'button' ? `button ${styles.contact}` : styles.link
                        }
                        onClick={close}
                      >
                        {item.label}
                      </a>
                    </li>
                  ),
                )}
              </ul>
            </nav>
          </>
        )}
      </dialog>
    </>
  );
}
