import { SiteImage } from '@/components/site/SiteImage';
import type { ServiceContent } from '@/page-kinds/service/shape';
import styles from './ServiceCard.module.css';
import { servicePath } from '@/lib/content/page-paths';

type Props = {
  service: Pick<ServiceContent, 'title' | 'summary' | 'image' | 'imageAlt'> & { address: string };
};

/** A service with its picture, summary and a "Learn more" link to its page. */
export function ServiceCard({ service }: Props) {
  return (
    <article className={styles.card}>
      <SiteImage
        src={service.image}
        alt={service.imageAlt}
        width={1200}
        height={800}
        sizes="(min-width: 64rem) 270px, (min-width: 40rem) 45vw, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <h3>{service.title}</h3>
        <p>{service.summary}</p>
        <a href={servicePath(service.address)} className={styles.more}>
          Learn more<span className="visually-hidden"> about {service.title}</span>
        </a>
      </div>
    </article>
  );
}
