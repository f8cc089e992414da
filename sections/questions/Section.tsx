import { FaqAccordion } from '@/components/site/faq/FaqAccordion';
import { JsonLd } from '@/components/site/JsonLd';
import { Section } from '@/components/site/Section';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import type { SectionProps } from '../section-props';

/** Search engines take one FAQPage per page: only a page's one Questions section carries it. */
export function QuestionsSection({ section, id, path, alone }: SectionProps<'questions'>) {
  return (
    <Section title={section.heading} id={id}>
      <FaqAccordion groups={[{ items: section.questions }]} nested />
      {alone ? <JsonLd data={faqPageJsonLd(section.questions, path)} /> : null}
    </Section>
  );
}
