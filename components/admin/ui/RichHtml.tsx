import rich from '@/components/ui/RichContent.module.css';
import styles from './RichHtml.module.css';

/**
 * Rich text from the editor. The admin doors sanitise it on the server (lib/rich-text/sanitize.ts) before
 * it is stored and again when it is read, so it is rendered as HTML here.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`${styles.rich} ${rich.richContent} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
