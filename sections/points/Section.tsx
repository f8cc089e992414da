import { FeatureGrid } from '@/components/site/FeatureGrid';
import { Section } from '@/components/site/Section';
import type { SectionProps } from '../section-props';

// Tinted, so that cards stand apart from the plain sections around them.
export function PointsSection({ section, id }: SectionProps<'points'>) {
  return (
    <Section title={section.heading} intro={section.intro} id={id} tint>
      <FeatureGrid items={section.points} />
    </Section>
  );
}
