import { Section } from '@/components/site/Section';
import type { SectionProps } from '../section-props';
import styles from './Figures.module.css';

/** Key numbers: a description list, so each figure is read with what it counts. */
export function FiguresSection({ section, id }: SectionProps<'figures'>) {
  return (
    <Section title={section.heading} id={id} tint>
      <dl className={styles.figures}>
        {section.figures.map((item, index) => (
          <div key={index}>
            <dt>{item.label}</dt>
            <dd>{item.figure}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
