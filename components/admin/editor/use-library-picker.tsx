'use client';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { mediaName, type MediaItem } from '@/lib/domain/media-library';
import { useMediaLibrary } from '../queries/media-library';
import { PageButton } from '../ui/PageButton';
import { StateMessage } from '../ui/PageTitle';
import dialogStyles from './ImageDescription.module.css';
import styles from './LibraryPicker.module.css';

type Asked = { resolve: (item: MediaItem | undefined) => void };

/**
 * "Choose from library": a modal dialog of the library's pictures, each a button named by its
 * description (or its file), so a picture already uploaded is put in again rather than
 * uploaded twice. Answers the picture chosen, or undefined when cancelled.
 */
export function useLibraryPicker() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const pick = () => new Promise<MediaItem | undefined>((resolve) => setAsked({ resolve }));
  const answer = (item: MediaItem | undefined) => {
    asked?.resolve(item);
    setAsked(null);
  };
  const dialog = asked ? <LibraryDialog onAnswer={answer} /> : null;
  return { pick, dialog };
}

function LibraryDialog({ onAnswer }: { onAnswer: (item: MediaItem | undefined) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useMediaLibrary(page, false);
  const answered = useRef(false);

  // Modal: traps the focus, closes on Escape (a cancel) and gives the focus back on close.
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const finish = (item: MediaItem | undefined) => {
    answered.current = true;
    onAnswer(item);
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={`${dialogStyles.dialog} ${styles.dialog}`}
      aria-labelledby="library-picker-title"
      onClose={() => answered.current || dialog.current?.open || finish(undefined)}
    >
      <div className={dialogStyles.form}>
        <h2 id="library-picker-title">Choose from library</h2>
        {isPending ? (
          <StateMessage>Loading the media library...</StateMessage>
        ) : isError ? (
          <StateMessage tone="error">Error: {error.message}</StateMessage>
        ) : data.results.length === 0 ? (
          <StateMessage>No pictures yet: upload one with the Image tool.</StateMessage>
        ) : (
          <ul className={styles.grid}>
            {data.results.map((item) => (
              <li key={item.id}>
                <button type="button" className={styles.choice} onClick={() => finish(item)}>
                  {/* Named by the text beside it. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={item.src} alt="" loading="lazy" />
                  <span>{mediaName(item)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={dialogStyles.actions}>
          <PageButton to={data?.previous} onPage={setPage}>
            Previous pictures
          </PageButton>
          <PageButton to={data?.next} onPage={setPage}>
            More pictures
          </PageButton>
          <button type="button" className="button button--ghost" onClick={() => finish(undefined)}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
