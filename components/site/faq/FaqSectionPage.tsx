import type { Metadata } from 'next';
import { faqPageContent, type FaqSection } from '@/lib/content/faq';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { JsonLd } from '../JsonLd';
import { PageHero } from '../PageHero';
import { FaqAccordion } from './FaqAccordion';
import { FaqContactPrompt } from './FaqContactPrompt';
import { FaqTopics } from './FaqTopics';
import { faqSectionPath } from '@/lib/content/page-paths';
import { faqSectionCopy, faqSectionsCopy } from '@/lib/pages/faq-copy';

/** A FAQ section's generateMetadata and page, for the section's own static route. */
export function faqSectionPage(slug: FaqSection['slug']) {
  const load = () => faqSectionCopy(slug);
  const generateMetadata = async (): Promise<Metadata> => {
    const section = await load();
    return metadataFromCopy(faqSectionPath(section.slug), section, {
      metaTitle: `${section.title} FAQ`,
      metaDescription: section.intro,
    });
  };
  const Page = async () => {
    // The topic links count every section's questions: the current section is one of them.
    const sections = await faqSectionsCopy();
    const section = sections.find((candidate) => candidate.slug === slug);
    if (!section) throw new Error(`lib/content/faq has no ${slug} section`);
    return <FaqSectionPage section={section} sections={sections} />;
  };
  return { generateMetadata, Page };
}

/** '{section} FAQ': the section's questions as an accordion, with FAQPage data. */
function FaqSectionPage({ section, sections }: { section: FaqSection; sections: FaqSection[] }) {
  return (
    <main id="main" tabIndex={-1}>
      <PageHero
        eyebrow={faqPageContent.heading}
        title={`${section.title} FAQ`}
        lead={section.intro}
      />
      <div className="container section">
        <FaqTopics sections={sections} current={section.slug} />
        <FaqAccordion groups={[{ items: section.items }]} />
        <FaqContactPrompt />
      </div>
      <JsonLd data={faqPageJsonLd(section.items, faqSectionPath(section.slug))} />
    </main>
  );
}
