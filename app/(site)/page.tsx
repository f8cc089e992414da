import { company } from '@/lib/content/company';
import { homeContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/site/seo/seo';
import { CtaBand } from '@/components/site/CtaBand';
import { FeatureGrid } from '@/components/site/FeatureGrid';
import { HomeHero } from '@/components/site/home/HomeHero';
import { ServicesOverview } from '@/components/site/home/ServicesOverview';
import { Section } from '@/components/site/Section';
import { StepList } from '@/components/site/StepList';
import { BookConsultationLink } from '@/components/site/widgets/BookConsultationLink';
import { pathOf } from '@/lib/content/page-paths';

export const generateMetadata = () =>
  pageMetadata({
    title: `${company.name} | ${homeContent.metaTitle}`,
    absoluteTitle: true,
    description: homeContent.metaDescription,
    path: '/',
  });

export default function HomePage() {
  const { whyChooseUs, howWeWork, commitments, closingCta } = homeContent;
  return (
    <main id="main" tabIndex={-1}>
      <HomeHero />
      <ServicesOverview />
      <Section title={whyChooseUs.heading} tint>
        <FeatureGrid items={whyChooseUs.items} />
      </Section>
      <Section title={howWeWork.heading}>
        <StepList steps={howWeWork.steps} />
      </Section>
      <Section title={commitments.heading} intro={commitments.intro} tint>
        <FeatureGrid items={commitments.items} />
      </Section>
      {/* LATEST NEWS SLOT: the news pages add <LatestNews /> from components/site/LatestNews.tsx
          here (a server component reading the Backend, with its own empty and error states). */}
      <CtaBand title={closingCta.heading} text={closingCta.text}>
        <a href={pathOf('contact')} className="button button--light">
          Contact us
        </a>
        <BookConsultationLink className="button button--outline-light">
          {closingCta.primaryCta.label}
        </BookConsultationLink>
      </CtaBand>
    </main>
  );
}
