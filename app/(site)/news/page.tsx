import Link from 'next/link';
import { newsMetadata } from '@/components/site/news/news-metadata';
import { NewsGrid } from '@/components/site/news/NewsGrid';
import { Notice } from '@/components/site/Notice';
import { newsContent } from '@/lib/content/pages';
import { loadNewsPage } from '@/lib/public/cached-reads';

export const generateMetadata = newsMetadata;

// Rendered on its first request, cached until a write expires its tag (lib/cache/).
export const revalidate = 10;

export default async function NewsPage() {
  const loaded = await loadNewsPage(1);
  return (
    <main id="main" className="container">
      <h1>{newsContent.heading}</h1>
      <p>{newsContent.intro}</p>
      {!loaded.ok ? (
        <Notice tone="error">{newsContent.loadError}</Notice>
      ) : loaded.data.results.length === 0 ? (
        <Notice>{newsContent.emptyState}</Notice>
      ) : (
        <>
          <NewsGrid items={loaded.data.results} />
          {loaded.data.next ? (
            <p>
              <Link className="button" href="/all-news?page=2">
                {newsContent.viewAllLabel}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </main>
  );
}
