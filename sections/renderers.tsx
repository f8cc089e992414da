import type { ComponentType } from 'react';
import type { Section, SectionKind } from './kinds';
import type { SectionProps } from './section-props';
import { sectionRenderers } from './renderers.generated';

/** A page's sections in order, each under an id of its place (`section-1`, …). */
export function RenderSections({ sections, path }: { sections: Section[]; path: string }) {
  return sections.map((section, index) => {
    const Render = sectionRenderers[section.kind] as ComponentType<SectionProps<SectionKind>>;
    const alone = sections.filter((other) => other.kind === section.kind).length === 1;
    const id = `section-${index + 1}`;
    return <Render key={id} section={section} id={id} path={path} alone={alone} />;
  });
}
