'use client';
import { useId, useState } from 'react';
import type { FaqItem } from '@/lib/content/faq';
import styles from './FaqAccordion.module.css';

export type FaqGroup = { title?: string; items: readonly FaqItem[] };
type Props = {
  groups: readonly FaqGroup[];
  /** Under a heading of the page's own (a section's h2), the questions are h3s. */
  nested?: boolean;
};

// Without JavaScript the buttons cannot open anything, so every answer is shown instead.
const showAllWithoutScript = '<style>[data-faq-answer]{display:block!important}</style>';

/**
 * docs/spec.md's accordion: one answer open at a time across the whole list, clicking the open
 * question closes it, a '+' (closed) or '-' (open) marker inside each question's button.
 */
export function FaqAccordion({ groups, nested = false }: Props) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const baseId = useId();
  const QuestionHeading = nested || groups.some((group) => group.title) ? 'h3' : 'h2';
  return (
    <div className={styles.accordion}>
      <noscript dangerouslySetInnerHTML={{ __html: showAllWithoutScript }} />
      {groups.map((group, groupIndex) => (
        <div key={group.title ?? groupIndex} className={styles.group}>
          {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
          {group.items.map((item, itemIndex) => {
            const key = `${groupIndex}-${itemIndex}`;
            const open = openKey === key;
            return (
              <div key={key} className={styles.item}>
                <QuestionHeading className={styles.heading}>
                  <button
                    type="button"
                    id={`${baseId}-q-${key}`}
                    className={styles.question}
                    aria-expanded={open}
                    aria-controls={`${baseId}-a-${key}`}
                    onClick={() => setOpenKey(open ? null : key)}
                  >
                    <span>{item.question}</span>
                    <span className={styles.marker} aria-hidden="true">
                      {open ? '-' : '+'}
                    </span>
                  </button>
                </QuestionHeading>
                <div
                  id={`${baseId}-a-${key}`}
                  className={styles.answer}
                  hidden={!open}
                  data-faq-answer
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
