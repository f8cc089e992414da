'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { livePreviewAddress } from '@/lib/domain/live-preview';
import { useLivePreview } from '../queries/live-preview';
import styles from './LivePreview.module.css';

/** The widths a visitor's screen may have: a phone's, and a laptop's. */
const WIDTHS = { Phone: 390, Desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

type Props = {
  pageKey: string;
  path: string;
  title: string;
  /** A page of the firm's own, shown at an address of the frame's own (LIVE_OWN_PAGE_PREFIX). */
  ownPage: boolean;
  content: unknown;
};

/** The size of the element `ref` names, followed as the layout changes (0 before the first). */
function useSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * "Live preview": the page as a visitor will see it, from the copy as typed, before anything is
 * saved. The frame is the public page itself, rendered for this editor (lib/pages/page-copy.ts),
 * so no public component is copied here; it loads again each time the door has kept a newer
 * copy, at the scroll position it had.
 */
export function LivePreview({ pageKey, path, title, ownPage, content }: Props) {
  const { stored, refusal } = useLivePreview(pageKey, content);
  const [width, setWidth] = useState<Width>('Desktop');
  const heading = useId();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const scrolledTo = useRef<number | null>(null);
  const room = useSize(stage);

  useEffect(() => {
    const shown = frame.current?.contentWindow;
    if (stored < 2 || !shown) return;
    scrolledTo.current = shown.scrollY;
    shown.location.reload();
  }, [stored]);

  const restoreScroll = () => {
    if (scrolledTo.current !== null) frame.current?.contentWindow?.scrollTo(0, scrolledTo.current);
    scrolledTo.current = null;
  };

  const pixels = WIDTHS[width];
  const scale = room.width > 0 ? Math.min(1, room.width / pixels) : 1;
  return (
    <section className={styles.preview} aria-labelledby={heading}>
      <div className={styles.bar}>
        <h2 id={heading}>Live preview</h2>
        <div className={styles.widths} role="group" aria-label="Preview width">
          {(Object.keys(WIDTHS) as Width[]).map((name) => (
            <button
              key={name}
              type="button"
              className={name === width ? 'button' : 'button button--ghost'}
              aria-pressed={name === width}
              onClick={() => setWidth(name)}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.note} role="status">
        {refusal ?? (stored === 0 ? 'Loading the preview...' : '')}
      </p>
      <div ref={stage} className={styles.stage}>
        {stored > 0 ? (
          <iframe
            ref={frame}
            className={styles.frame}
            src={livePreviewAddress(path, ownPage)}
            title={`Live preview of ${title}`}
            width={pixels}
            onLoad={restoreScroll}
            style={{
              width: pixels,
              height: room.height > 0 ? room.height / scale : undefined,
              transform: scale < 1 ? `scale(${scale})` : undefined,
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
