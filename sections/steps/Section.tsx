import { Section } from '@/components/site/Section';
import { StepList } from '@/components/site/StepList';
import type { SectionProps } from '../section-props';

export function StepsSection({ section, id }: SectionProps<'steps'>) {
  return (
    <Section title={section.heading} id={id}>
      <StepList steps={section.steps} />
    </Section>
  );
}
