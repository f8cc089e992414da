import { RichText } from '@/components/site/RichText';
import { Section } from '@/components/site/Section';
import type { SectionProps } from '../section-props';

export function TextSection({ section, id }: SectionProps<'text'>) {
  return (
    <Section title={section.heading} id={id}>
      <RichText html={section.text} headingOffset={1} />
    </Section>
  );
}
