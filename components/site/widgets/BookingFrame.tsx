'use client';
import { useState } from 'react';
import { Loader } from '../Loader';
import styles from './BookingFrame.module.css';

type Props = { src: string | undefined; title: string; loadingLabel: string; className?: string };

/** docs/spec.md section 9: the scheduling page is 630 px high, in the popup and in the page alike. */
const FRAME_HEIGHT = 630;

/** The scheduling page in a frame, covered by a loading indicator until it has arrived (and while its address is not known yet). */
export function BookingFrame({ src, title, loadingLabel, className }: Props) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={className ? `${styles.box} ${className}` : styles.box}>
      {!loaded && <Loader label={loadingLabel} className={styles.loading} />}
      {src ? (
        <iframe
          src={src}
          title={title}
          className={styles.frame}
          style={{ height: FRAME_HEIGHT }}
          onLoad={() => setLoaded(true)}
        />
      ) : null}
    </div>
  );
}
