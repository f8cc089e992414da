'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuService } from './featured-services';
import navStyles from './DesktopNav.module.css';
import styles from './ServicesMenu.module.css';
import { servicePath } from '@/lib/content/page-paths';

type Props = { label: string; services: MenuService[]; defaultSlug: string };

/**
 * The desktop "Services" dropdown: the core services and those the firm added, the hovered or focused one previewed. The
 * panel is rendered when it opens (it needs JavaScript to open), not in every page's HTML.
 */
export function ServicesMenu({ label, services, defaultSlug }: Props) {
  const [open, setOpen] = useState(false);
  const defaultAddress =
    services.find((service) => service.seedSlug === defaultSlug)?.address ?? services[0]?.address;
  const [activeAddress, setActiveAddress] = useState(defaultAddress);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function toggle() {
    if (!open) setActiveAddress(defaultAddress);
    setOpen(!open);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  const active = services.find((service) => service.address === activeAddress) ?? services[0];
  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !wrapper.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${navStyles.link} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <>
            <ul className={styles.items}>
              {services.map((service) => (
                <li key={service.address}>
                  <a
                    href={servicePath(service.address)}
                    className={styles.item}
                    data-active={service.address === active?.address || undefined}
                    onMouseEnter={() => setActiveAddress(service.address)}
                    onFocus={() => setActiveAddress(service.address)}
                    onClick={() => setOpen(false)}
                  >
                    {service.navTitle}
                  </a>
                </li>
              ))}
            </ul>
            {active && (
              <div className={styles.preview}>
                {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps */}
                <img {...active.preview} alt={active.preview.alt} />
                <p className={styles.previewTitle}>{active.title}</p>
                <p className={styles.summary}>{active.summary}</p>
                <a
                  href={servicePath(active.address)}
                  className={styles.more}
                  onClick={() => setOpen(false)}
                >
                  Learn more<span className="visually-hidden"> about {active.navTitle}</span>
                </a>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
