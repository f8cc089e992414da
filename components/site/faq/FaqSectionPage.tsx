import type { Metadata } from 'next';
import { faqPageContent, getFaqSection, type FaqSection } from '@/lib/content/faq';
import { faqPageJsonLd } from '@/lib/site/seo/json-ld';
import { pageMetadata } from '@/lib/site/seo/seo';
import { JsonLd } from '../JsonLd';
import { PageHero } from '../PageHero';
import { FaqAccordion } from './FaqAccordion';
import { FaqContactPrompt } from './FaqContactPrompt';
import { FaqTopics } from './FaqTopics';
import { faqSectionPath } from '@/lib/content/page-paths';

/** A FAQ section and its generateMetadata, for the section's own static route. */
export function faqSectionPage(slug: FaqSection['slug']): {
  section: FaqSection;
  generateMetadata: () => Metadata;
} {
  const section = getFaqSection(slug);
  if (!section) throw new Error(`lib/content/faq has no ${slug} section`);
  const generateMetadata = () =>
    pageMetadata({
      title: `${section.title} FAQ`,
      description: section.intro,
      path: faqSectionPath(section.slug),
    });
  return { section, generateMetadata };
}

/** '{section} FAQ': the section's questions as an accordion, with FAQPage data. */
export function FaqSectionPage({ section }: { section: FaqSection }) {
  return (
    <main id="main" tabIndex={-1}>
      <PageHero
        eyebrow={faqPageContent.heading}
        title={`${section.title} FAQ`}
        lead={section.intro}
      />
      <div className="container section">
        <FaqTopics current={section.slug} />
        <FaqAccordion groups={[{ items: section.items }]} />
        <FaqContactPrompt />
      </div>
      <JsonLd data={faqPageJsonLd(section.items, faqSectionPath(section.slug))} />
    </main>
  );
}
