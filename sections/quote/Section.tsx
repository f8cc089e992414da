import type { SectionProps } from '../section-props';
import styles from './Quote.module.css';

/** A client's words: a figure, so the name and company are announced as its caption. */
export function QuoteSection({ section, id }: SectionProps<'quote'>) {
  return (
    <section id={id} aria-label={`Quote from ${section.name}`} className="section">
      <figure className={`container ${styles.quote}`}>
        <blockquote>
          <p>“{section.quote}”</p>
        </blockquote>
        <figcaption>
          <strong>{section.name}</strong>
          {section.company ? `, ${section.company}` : null}
        </figcaption>
      </figure>
    </section>
  );
}
