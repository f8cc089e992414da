'use client';
import dynamic from 'next/dynamic';
import styles from './RichTextEditor.module.css';

/** The editor's code loads only on the screens that edit text, and only in the browser. */
export const LazyRichTextEditor = dynamic(() => import('./RichTextEditor'), {
  ssr: false,
  loading: () => (
    <p role="status" className={styles.label}>
      Loading the editor...
    </p>
  ),
});
