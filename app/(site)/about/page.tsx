import { aboutContent } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/site/seo/seo';
import { CtaBand } from '@/components/site/CtaBand';
import { FeatureGrid } from '@/components/site/FeatureGrid';
import { PageHero } from '@/components/site/PageHero';
import { Section } from '@/components/site/Section';
import { BookConsultationLink } from '@/components/site/widgets/BookConsultationLink';
import styles from './about.module.css';
import { pathOf } from '@/lib/content/page-paths';

export const generateMetadata = () =>
  pageMetadata({
    title: aboutContent.metaTitle,
    description: aboutContent.metaDescription,
    path: pathOf('about'),
  });

export default function AboutPage() {
  const { story, mission, values, approach, cta } = aboutContent;
  return (
    <main id="main" tabIndex={-1}>
      <PageHero
        eyebrow="About us"
        title={aboutContent.heading}
        lead={aboutContent.lead}
        image={{
          src: '/images/about.jpg',
          alt: 'The Crestfield team planning client work together',
        }}
      />
      <Section title={story.heading}>
        <div className={styles.prose}>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.mission}>
          <h3>{mission.heading}</h3>
          <p>{mission.text}</p>
        </div>
      </Section>
      <Section title={values.heading} tint>
        <FeatureGrid items={values.items} />
      </Section>
      <Section title={approach.heading}>
        <div className={styles.prose}>
          {approach.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <CtaBand title={cta.heading} text={cta.text}>
        <BookConsultationLink className="button button--light">{cta.label}</BookConsultationLink>
        <a href={pathOf('contact')} className="button button--outline-light">
          Contact us
        </a>
      </CtaBand>
    </main>
  );
}
