import type { ComponentType } from 'react';
import { CallToActionSection } from './call-to-action/Section';
import { ContactFormSection } from './contact-form/Section';
import { FiguresSection } from './figures/Section';
import { ImageAndTextSection } from './image-and-text/Section';
import type { Section, SectionKind } from './kinds';
import { LatestNewsSection } from './latest-news/Section';
import { OpenJobsSection } from './open-jobs/Section';
import { PointsSection } from './points/Section';
import { QuestionsSection } from './questions/Section';
import { QuoteSection } from './quote/Section';
import type { SectionProps } from './section-props';
import { ServicesSection } from './services/Section';
import { StepsSection } from './steps/Section';
import { TextSection } from './text/Section';

// How visitors see each kind (server components; one line per kind, see kinds.ts).
const renderers: { [K in SectionKind]: ComponentType<SectionProps<K>> } = {
  text: TextSection,
  'image-and-text': ImageAndTextSection,
  'call-to-action': CallToActionSection,
  services: ServicesSection,
  questions: QuestionsSection,
  'latest-news': LatestNewsSection,
  'open-jobs': OpenJobsSection,
  'contact-form': ContactFormSection,
  quote: QuoteSection,
  figures: FiguresSection,
  points: PointsSection,
  steps: StepsSection,
};

/** A page's sections in order, each under an id of its place (`section-1`, …). */
export function RenderSections({ sections, path }: { sections: Section[]; path: string }) {
  return sections.map((section, index) => {
    const Render = renderers[section.kind] as ComponentType<SectionProps<SectionKind>>;
    const alone = sections.filter((other) => other.kind === section.kind).length === 1;
    const id = `section-${index + 1}`;
    return <Render key={id} section={section} id={id} path={path} alone={alone} />;
  });
}
