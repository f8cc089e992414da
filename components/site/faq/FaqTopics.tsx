import type { FaqSection } from '@/lib/content/faq';
import styles from './FaqTopics.module.css';
import { faqSectionPath } from '@/lib/content/page-paths';

/** Links to the FAQ sections, with their questions counted; the current one is marked. */
export function FaqTopics({ sections, current }: { sections: FaqSection[]; current?: string }) {
  return (
    <nav aria-label="FAQ topics" className={styles.topics}>
      <ul>
        {sections.map((section) => (
          <li key={section.slug}>
            <a
              href={faqSectionPath(section.slug)}
              aria-current={section.slug === current ? 'page' : undefined}
              className={styles.topic}
            >
              {section.title}
              <span className={styles.count}>{section.items.length} questions</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
