import { faqPageContent } from '@/lib/content/faq';
import { faqSectionsCopy } from '@/lib/pages/faq-copy';
import { pageMetadata } from '@/lib/seo/seo';
import { FaqTopics } from '@/components/site/faq/FaqTopics';
import { PageHero } from '@/components/site/PageHero';
import { pathOf } from '@/lib/content/page-paths';

// The four sections have their own static routes; whatever else reaches this segment is an
// unknown section and shows docs/spec.md's 'No FAQs available for this section.' It is rendered per
// request so that unknown addresses never fill the page cache, and it does not call notFound():
// a 404 from a dynamic render reaches the browser without its HTML body (Next.js issue #62228).
export const dynamic = 'force-dynamic';

export const generateMetadata = () =>
  pageMetadata({
    title: 'FAQ section not found',
    description: faqPageContent.emptySection,
    noindex: true,
  });

export default async function UnknownFaqSectionPage() {
  const sections = await faqSectionsCopy();
  return (
    <main id="main" tabIndex={-1}>
      <PageHero eyebrow={faqPageContent.heading} title="FAQ" lead={faqPageContent.emptySection} />
      <div className="container section">
        <h2>Choose a topic</h2>
        <FaqTopics sections={sections} />
        <p>
          <a href={pathOf('faq')}>See all frequently asked questions</a>
        </p>
      </div>
    </main>
  );
}
