import { faqTopics } from '@/lib/content/faq';
import styles from './FaqTopics.module.css';

/** Links to the four FAQ sections; the current one is marked. */
export function FaqTopics({ current }: { current?: string }) {
  return (
    <nav aria-label="FAQ topics" className={styles.topics}>
      <ul>
        {faqTopics.map((section) => (
          <li key={section.slug}>
            <a
              href={`/faq/${section.slug}`}
              aria-current={section.slug === current ? 'page' : undefined}
              className={styles.topic}
            >
              {section.title}
              <span className={styles.count}>{section.count} questions</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
