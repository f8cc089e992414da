import { ServicesOverview } from '@/components/site/home/ServicesOverview';
import type { SectionProps } from '../section-props';

export function ServicesSection({ section }: SectionProps<'services'>) {
  return <ServicesOverview heading={section.heading} intro={section.text} />;
}
