import { RichText } from '@/components/site/RichText';
import { Section } from '@/components/site/Section';
import type { SectionProps } from '../section-props';
import styles from './Text.module.css';

export function TextSection({ section, id }: SectionProps<'text'>) {
  return (
    <Section title={section.heading} id={id}>
      <RichText html={section.text} headingOffset={1} className={styles.text} />
      {section.highlight ? (
        <div className={styles.highlight}>
          {section.highlightHeading ? <h3>{section.highlightHeading}</h3> : null}
          <p>{section.highlight}</p>
        </div>
      ) : null}
    </Section>
  );
}
