import rich from '@/components/ui/RichContent.module.css';
import { sanitizeHtml } from '@/lib/rich-text/sanitize';
import styles from './RichText.module.css';

type Props = {
  /**
   * Rich text, sanitised when it was stored and again here on the way out: what a page shows
   * as HTML never depends on every writer having been careful (pages are rendered once per
   * change and served from the page cache, so this costs a render, not a request).
   */
  html: string;
  className?: string;
  /**
   * How many levels the editor's headings move down, so that a job's or an article's own
   * "Heading 1" sits under the page's headings instead of competing with its h1.
   */
  headingOffset?: number;
};

const demote = (html: string, offset: number) =>
  offset === 0
    ? html
    : html.replace(/<(\/?)h([1-6])\b/gi, (_, slash: string, level: string) => {
        return `<${slash}h${Math.min(6, Number(level) + offset)}`;
      });

export function RichText({ html, className, headingOffset = 0 }: Props) {
  return (
    <div
      className={[styles.prose, rich.richContent, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: demote(sanitizeHtml(html), headingOffset) }}
    />
  );
}
