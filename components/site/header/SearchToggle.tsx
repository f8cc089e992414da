'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './SearchToggle.module.css';

/** The header's search drop-down: a real GET form to /search, so it also works from the keyboard. */
export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div ref={wrapper} className={styles.wrapper} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path
            d="M16.5 16.5L21 21"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        {/* Not plain "Search": that is the submit button's name, and two buttons of one name
            would leave a screen-reader user guessing which opens the box. */}
        <span className="visually-hidden">Site search</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <form action="/search" method="get" role="search" onSubmit={() => setOpen(false)}>
          <label htmlFor={`${panelId}-q`} className={styles.label}>
            Search the site
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={`${panelId}-q`}
              type="search"
              name="q"
              required
              maxLength={100}
              placeholder="Search here..."
              className={styles.input}
            />
            <button type="submit" className="button">
              Search
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
