import { faqPageContent } from '@/lib/content/faq';
import { faqSectionsCopy } from '@/lib/pages/faq-copy';
import { faqIntroCopy } from '@/lib/pages/fixed-page-copy';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { FaqAccordion } from '@/components/site/faq/FaqAccordion';
import { FaqContactPrompt } from '@/components/site/faq/FaqContactPrompt';
import { FaqTopics } from '@/components/site/faq/FaqTopics';
import { JsonLd } from '@/components/site/JsonLd';
import { PageHero } from '@/components/site/PageHero';
import { pathOf } from '@/lib/content/page-paths';

export const generateMetadata = async () =>
  metadataFromCopy(pathOf('faq'), await faqIntroCopy(), faqPageContent);

export default async function FaqPage() {
  const [copy, faqSections] = await Promise.all([faqIntroCopy(), faqSectionsCopy()]);
  return (
    <main id="main" tabIndex={-1}>
      <PageHero eyebrow="Help centre" title={copy.heading} lead={copy.intro} />
      <div className="container section">
        <FaqTopics sections={faqSections} />
        <FaqAccordion groups={faqSections.map(({ title, items }) => ({ title, items }))} />
        <FaqContactPrompt />
      </div>
      <JsonLd
        data={faqPageJsonLd(
          faqSections.flatMap((section) => section.items),
          pathOf('faq'),
        )}
      />
    </main>
  );
}
