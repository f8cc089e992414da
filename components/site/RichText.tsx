import rich from '@/components/ui/RichContent.module.css';
import styles from './RichText.module.css';

type Props = {
  /** Already sanitised HTML (lib/site/cached-reads does it). */
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
      dangerouslySetInnerHTML={{ __html: demote(html, headingOffset) }}
    />
  );
}
