import type { News } from '@/lib/domain/news';
import { NewsCard } from './NewsCard';
import styles from './NewsGrid.module.css';

type Props = {
  items: News[];
  headingLevel?: 2 | 3;
  /** The grid opens the page, so its first picture is the largest thing in a phone's view. */
  leadsPage?: boolean;
};

export function NewsGrid({ items, headingLevel = 2, leadsPage = false }: Props) {
  return (
    <ul className={styles.grid} role="list">
      {items.map((item, index) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={headingLevel} preload={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
