import styles from './RichText.module.css';

/** Stored rich text. The HTML must already be sanitised (lib/public/cached-reads does it). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
