import { SiteImage } from '@/components/site/SiteImage';
import type { News } from '@/lib/domain/news';
import { formatDay } from '@/lib/dates/london-days';
import { newsPath } from '@/lib/text/slug';
import { excerpt, htmlToText } from '@/lib/text/text';
import styles from './NewsCard.module.css';

type Props = { item: News; headingLevel?: 2 | 3; preload?: boolean };

export function NewsCard({ item, headingLevel = 2, preload = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {item.image ? (
        <SiteImage
          className={styles.image}
          src={item.image}
          alt={item.image_alt ?? ''}
          width={600}
          height={338}
          sizes="(max-width: 700px) 100vw, 360px"
          preload={preload}
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.date}>
          <time dateTime={item.date}>{formatDay(item.date)}</time>
        </p>
        <Heading className={styles.title}>
          <a href={newsPath(item)}>{item.title}</a>
        </Heading>
        <p className={styles.excerpt}>{excerpt(htmlToText(item.description))}</p>
      </div>
    </article>
  );
}
