import { SiteImage } from '@/components/site/SiteImage';
import styles from './PageHero.module.css';

type Props = {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** The page's main picture; preloaded because it is usually the largest thing in view. */
  image?: { src: string; alt: string };
  children?: React.ReactNode;
};

/** The opening band of an inner page, holding its one h1. */
export function PageHero({ eyebrow, title, lead, image, children }: Props) {
  return (
    <div className={`${styles.hero} ${image ? styles.withImage : ''}`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <hgroup>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h1>{title}</h1>
          </hgroup>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
        </div>
        {image && (
          <SiteImage
            src={image.src}
            alt={image.alt}
            width={1200}
            height={800}
            sizes="(min-width: 64rem) 540px, 100vw"
            preload
            className={styles.image}
          />
        )}
      </div>
    </div>
  );
}
