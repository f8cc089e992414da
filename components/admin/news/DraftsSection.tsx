'use client';
import { useNewsDrafts } from '../queries/news-drafts';
import { StateMessage } from '../ui/PageTitle';
import { DraftCard } from './DraftCard';
import styles from './NewsListView.module.css';

/** Drafts and scheduled posts above the published news: shown only when there are some. */
export function DraftsSection() {
  const { data, isError } = useNewsDrafts();
  if (isError) return <StateMessage tone="error">Failed to fetch drafts</StateMessage>;
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="news-drafts" className={styles.drafts}>
      <h2 id="news-drafts" className={styles.heading}>
        Drafts and scheduled ({data.length})
      </h2>
      <ul className={styles.grid}>
        {data.map((draft) => (
          <li key={draft.id}>
            <DraftCard draft={draft} />
          </li>
        ))}
      </ul>
    </section>
  );
}
