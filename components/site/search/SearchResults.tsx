import type { SearchHit, Segment } from '@/lib/search/types';
import styles from './SearchResults.module.css';

function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index}>{segment.text}</mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}

export function SearchResults({ hits }: { hits: SearchHit[] }) {
  return (
    <>
      <p role="status">
        {hits.length} {hits.length === 1 ? 'result' : 'results'}
      </p>
      <ol className={styles.results}>
        {hits.map((hit) => (
          <li key={`${hit.document.kind}:${hit.document.href}:${hit.document.title}`}>
            <p className={styles.kind}>{hit.document.kind}</p>
            <h2 className={styles.title}>
              <a href={hit.document.href}>
                <Highlighted segments={hit.title} />
              </a>
            </h2>
            <p className={styles.excerpt}>
              <Highlighted segments={hit.excerpt} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
