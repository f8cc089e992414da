import { CtaBand } from '@/components/site/CtaBand';
import type { SectionProps } from '../section-props';

export function CallToActionSection({ section, id }: SectionProps<'call-to-action'>) {
  return (
    <CtaBand title={section.heading} text={section.text} id={id}>
      <a href={section.buttonLink} className="button button--light">
        {section.buttonLabel}
      </a>
    </CtaBand>
  );
}
