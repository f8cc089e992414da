import { SiteImage } from '@/components/site/SiteImage';
import { company } from '@/lib/content/company';
import type { HomePage } from '@/page-kinds/home/shape';
import { BookConsultationLink } from '../widgets/BookConsultationLink';
import styles from './HomeHero.module.css';

/** Where the hero shows its picture: wider than HomeHero.module.css's 48rem phone layout. */
const WIDE_SCREEN = '(min-width: 48.0625rem)';

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
      {/* On a wide screen the page's largest element and so its LCP: preloaded, sized to the
          viewport. A phone's text runs across the whole picture, which would need a veil so
          dark that the picture would not show: a phone is not sent it at all. */}
      <SiteImage
        src={hero.image}
        alt={hero.imageAlt}
        fill
        preload
        media={WIDE_SCREEN}
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
