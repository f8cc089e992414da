import type { Metadata } from 'next';
import { faqPageContent, faqTopics, getFaqSection, type FaqTopic } from '@/lib/content/faq';
import { loadCompanyContact } from '@/lib/site/company-contact';
import { faqPageJsonLd } from '@/lib/site/seo/json-ld';
import { pageMetadata } from '@/lib/site/seo/seo';
import { JsonLd } from '../JsonLd';
import { PageHero } from '../PageHero';
import { FaqAccordion } from './FaqAccordion';
import { FaqContactPrompt } from './FaqContactPrompt';
import { FaqTopics } from './FaqTopics';

/** A FAQ section and its generateMetadata, for the section's own static route. */
export function faqSectionPage(slug: FaqTopic['slug']): {
  section: FaqTopic;
  generateMetadata: () => Metadata;
} {
  const section = faqTopics.find((topic) => topic.slug === slug);
  if (!section) throw new Error(`lib/content/faq has no ${slug} section`);
  const generateMetadata = () =>
    pageMetadata({
      title: `${section.title} FAQ`,
      description: section.intro,
      path: `/faq/${section.slug}`,
    });
  return { section, generateMetadata };
}

/**
 * '{section} FAQ': the section's questions as an accordion, with FAQPage data; an answer that
 * names the firm's e-mail names the one the back office keeps.
 */
export async function FaqSectionPage({ section }: { section: FaqTopic }) {
  const items = getFaqSection(section.slug, await loadCompanyContact())?.items ?? [];
  return (
    <main id="main" tabIndex={-1}>
      <PageHero
        eyebrow={faqPageContent.heading}
        title={`${section.title} FAQ`}
        lead={section.intro}
      />
      <div className="container section">
        <FaqTopics current={section.slug} />
        <FaqAccordion groups={[{ items }]} />
        <FaqContactPrompt />
      </div>
      <JsonLd data={faqPageJsonLd(items, `/faq/${section.slug}`)} />
    </main>
  );
}
