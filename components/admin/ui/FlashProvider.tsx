'use client';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import styles from './FlashProvider.module.css';

/** docs/spec.md section 9: a flash message clears after 3000 ms. */
export const FLASH_MS = 3000;

export type FlashTone = 'success' | 'warning' | 'error';
type Flash = { text: string; tone: FlashTone; id: number };
type Show = (text: string, tone?: FlashTone) => void;

const FlashContext = createContext<Show>(() => {});
const CurrentFlash = createContext<Flash | null>(null);

/** Screens report outcomes here; the message lives in the shell, so it survives navigation. */
export const useFlash = () => useContext(FlashContext);

export function FlashProvider({ children }: { children: React.ReactNode }) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const show = useCallback<Show>(
    (text, tone = 'success') => setFlash({ text, tone, id: Date.now() }),
    [],
  );

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  return (
    <FlashContext.Provider value={show}>
      <CurrentFlash.Provider value={flash}>{children}</CurrentFlash.Provider>
    </FlashContext.Provider>
  );
}

/**
 * Where the message shows (inside the main landmark). Always in the page, so screen readers
 * announce each new message as it appears.
 */
export function FlashOutlet() {
  const flash = useContext(CurrentFlash);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {flash ? (
        <p key={flash.id} className={`${styles.flash} ${styles[flash.tone]}`}>
          {flash.text}
        </p>
      ) : null}
    </div>
  );
}
