import { aboutContent } from '@/lib/content/pages';
import { aboutCopy } from '@/lib/pages/fixed-page-copy';
import { metadataFromCopy } from '@/lib/seo/metadata-from-copy';
import { CtaBand } from '@/components/site/CtaBand';
import { OrganizationJsonLd } from '@/components/site/OrganizationJsonLd';
import { FeatureGrid } from '@/components/site/FeatureGrid';
import { PageHero } from '@/components/site/PageHero';
import { Section } from '@/components/site/Section';
import { BookConsultationLink } from '@/components/site/widgets/BookConsultationLink';
import styles from './about.module.css';
import { pathOf } from '@/lib/content/page-paths';

export const generateMetadata = async () =>
  metadataFromCopy(pathOf('about'), await aboutCopy(), aboutContent);

export default async function AboutPage() {
  const copy = await aboutCopy();
  return (
    <main id="main" tabIndex={-1}>
      <PageHero
        eyebrow="About us"
        title={copy.heading}
        lead={copy.lead}
        image={{ src: copy.image, alt: copy.imageAlt }}
      />
      <Section title={copy.storyHeading}>
        <div className={styles.prose}>
          {copy.story.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.mission}>
          <h3>{copy.missionHeading}</h3>
          <p>{copy.mission}</p>
        </div>
      </Section>
      <Section title={copy.valuesHeading} tint>
        <FeatureGrid items={copy.values} />
      </Section>
      <Section title={copy.approachHeading}>
        <div className={styles.prose}>
          {copy.approach.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <CtaBand title={copy.ctaHeading} text={copy.ctaText}>
        <BookConsultationLink className="button button--light">
          {copy.ctaLabel}
        </BookConsultationLink>
        <a href={pathOf('contact')} className="button button--outline-light">
          Contact us
        </a>
      </CtaBand>
      <OrganizationJsonLd />
    </main>
  );
}
