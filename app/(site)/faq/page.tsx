import { faqPageContent, faqSections } from '@/lib/content/faq';
import { faqPageJsonLd } from '@/lib/site/seo/json-ld';
import { pageMetadata } from '@/lib/site/seo/seo';
import { loadCompanyContact } from '@/lib/site/company-contact';
import { FaqAccordion } from '@/components/site/faq/FaqAccordion';
import { FaqContactPrompt } from '@/components/site/faq/FaqContactPrompt';
import { FaqTopics } from '@/components/site/faq/FaqTopics';
import { JsonLd } from '@/components/site/JsonLd';
import { PageHero } from '@/components/site/PageHero';

export const generateMetadata = () =>
  pageMetadata({
    title: faqPageContent.metaTitle,
    description: faqPageContent.metaDescription,
    path: '/faq',
  });

export default async function FaqPage() {
  const sections = faqSections(await loadCompanyContact());
  return (
    <main id="main" tabIndex={-1}>
      <PageHero eyebrow="Help centre" title={faqPageContent.heading} lead={faqPageContent.intro} />
      <div className="container section">
        <FaqTopics />
        <FaqAccordion groups={sections.map(({ title, items }) => ({ title, items }))} />
        <FaqContactPrompt />
      </div>
      <JsonLd
        data={faqPageJsonLd(
          sections.flatMap((section) => section.items),
          '/faq',
        )}
      />
    </main>
  );
}
