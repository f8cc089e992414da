import { formatDateTime } from '@/lib/dates/date-formats';
import { PERSONAL_DATA_KINDS } from '@/lib/domain/privacy-request';
import { type Finding } from '@/lib/privacy/schema';
import { KIND_LABELS } from './kinds';
import styles from './Privacy.module.css';

/** What was found, by kind: a count, then each item's date and a few words to recognise it. */
export function FindingGroups({ finding }: { finding: Finding }) {
  return (
    <div className={styles.groups}>
      {PERSONAL_DATA_KINDS.map((kind) => {
        const items = finding.groups[kind];
        return (
          <section key={kind} aria-label={KIND_LABELS[kind]} className={styles.group}>
            <h3 className={styles.groupTitle}>
              {KIND_LABELS[kind]}: {items.length}
            </h3>
            {items.length > 0 ? (
              <ul className={styles.items}>
                {items.map((item) => (
                  <li key={`${item.id}-${item.label}`}>
                    <time dateTime={item.date}>{formatDateTime(item.date)}</time> {item.label}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
