import { connection } from 'next/server';
import { newsContent } from '@/lib/content/pages';
import { loadNewsPage } from '@/lib/freshness/cached-reads';
import { NewsGrid } from './news/NewsGrid';
import styles from './LatestNews.module.css';
import { pathOf } from '@/lib/content/page-paths';

const STRIP_SIZE = 3;

/** The home page's strip of the newest articles; hidden when there are none to show. */
export async function LatestNews() {
  await connection();
  const loaded = await loadNewsPage(1);
  if (!loaded.ok || loaded.data.results.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="latest-news-heading">
      <div className="container">
        <h2 id="latest-news-heading">{newsContent.latestHeading}</h2>
        <NewsGrid items={loaded.data.results.slice(0, STRIP_SIZE)} headingLevel={3} />
        <a className="button button--ghost" href={pathOf('news')}>
          {newsContent.viewAllLabel}
        </a>
      </div>
    </section>
  );
}
