import { homeContent } from '@/lib/content/pages';
import { homeCopy } from '@/lib/pages/fixed-page-copy';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { CtaBand } from '@/components/site/CtaBand';
import { OrganizationJsonLd } from '@/components/site/OrganizationJsonLd';
import { FeatureGrid } from '@/components/site/FeatureGrid';
import { HomeHero } from '@/components/site/home/HomeHero';
import { ServicesOverview } from '@/components/site/home/ServicesOverview';
import { Section } from '@/components/site/Section';
import { StepList } from '@/components/site/StepList';
import { BookConsultationLink } from '@/components/site/widgets/BookConsultationLink';
import { pathOf } from '@/lib/content/page-paths';

export const generateMetadata = async () =>
  metadataFromCopy('/', await homeCopy(), homeContent, { nameFirst: true });

export default async function HomePage() {
  const copy = await homeCopy();
  return (
    <main id="main" tabIndex={-1}>
      <HomeHero copy={copy} />
      <ServicesOverview heading={copy.servicesHeading} intro={copy.servicesIntro} />
      <Section title={copy.whyHeading} tint>
        <FeatureGrid items={copy.why} />
      </Section>
      <Section title={copy.stepsHeading}>
        <StepList steps={copy.steps} />
      </Section>
      <Section title={copy.commitmentsHeading} intro={copy.commitmentsIntro} tint>
        <FeatureGrid items={copy.commitments} />
      </Section>
      {/* LATEST NEWS SLOT: the news pages add <LatestNews /> from components/site/LatestNews.tsx
          here (a server component reading the Backend, with its own empty and error states). */}
      <CtaBand title={copy.closingHeading} text={copy.closingText}>
        <a href={pathOf('contact')} className="button button--light">
          Contact us
        </a>
        <BookConsultationLink className="button button--outline-light">
          {copy.ctaLabel}
        </BookConsultationLink>
      </CtaBand>
      <OrganizationJsonLd />
    </main>
  );
}
