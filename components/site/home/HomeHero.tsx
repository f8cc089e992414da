import { SiteImage } from '@/components/site/SiteImage';
import { company } from '@/lib/content/company';
import type { HomePage } from '@/lib/domain/home-page';
import { BookConsultationLink } from '../widgets/BookConsultationLink';
import styles from './HomeHero.module.css';

type Props = {
  copy: Pick<
    HomePage,
    'eyebrow' | 'heading' | 'lead' | 'ctaLabel' | 'servicesLinkLabel' | 'image' | 'imageAlt'
  >;
};

/** The home page's opening: the firm's name before the heading the firm writes. */
export function HomeHero({ copy: hero }: Props) {
  return (
    <div className={styles.hero}>
      {/* The page's largest element and so its LCP: preloaded, sized to the viewport. */}
      <SiteImage
        src={hero.image}
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
          <p className={styles.lead}>{hero.lead}</p>
          <div className="button-row">
            <BookConsultationLink className="button button--light">
              {hero.ctaLabel}
            </BookConsultationLink>
            <a href="#services" className="button button--outline-light">
              {hero.servicesLinkLabel}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
