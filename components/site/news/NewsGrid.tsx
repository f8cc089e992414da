import type { News } from '@/lib/backend/types';
import { NewsCard } from './NewsCard';
import styles from './NewsGrid.module.css';

export function NewsGrid({ items, headingLevel = 2 }: { items: News[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid} role="list">
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
