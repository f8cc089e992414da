import { SiteImage } from '@/components/site/SiteImage';
import { company } from '@/lib/content/company';
import { homeContent } from '@/lib/content/pages';
import { BookConsultationLink } from '../widgets/BookConsultationLink';
import styles from './HomeHero.module.css';

const { hero } = homeContent;

export function HomeHero() {
  return (
    <div className={styles.hero}>
      {/* The page's largest element and so its LCP: preloaded, sized to the viewport. */}
      <SiteImage
        src="/images/hero.jpg"
        alt={hero.imageAlt}
        fill
        preload
        sizes="100vw"
        className={styles.image}
      />
      <div className={`container ${styles.inner}`}>
        {/* No entrance: the first paint is the hero's final picture, before any script. */}
        <div className={styles.text}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.title}>
            <span className={styles.brand}>{company.name}</span> <span>{hero.heading}</span>
          </h1>
          <p className={styles.lead}>{hero.text}</p>
          <div className="button-row">
            <BookConsultationLink className="button button--light">
              {hero.primaryCta.label}
            </BookConsultationLink>
            <a href={hero.secondaryCta.href} className="button button--outline-light">
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
