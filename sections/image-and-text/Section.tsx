import { RichText } from '@/components/site/RichText';
import { SiteImage } from '@/components/site/SiteImage';
import type { SectionProps } from '../section-props';
import styles from './ImageAndText.module.css';

export function ImageAndTextSection({ section, id }: SectionProps<'image-and-text'>) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section">
      <div className={`container ${styles.columns} ${section.imageRight ? styles.right : ''}`}>
        <div className={styles.picture}>
          <SiteImage
            src={section.image}
            alt={section.imageAlt}
            fill
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        </div>
        <div>
          <h2 id={`${id}-title`}>{section.heading}</h2>
          <RichText html={section.text} headingOffset={1} />
        </div>
      </div>
    </section>
  );
}
