import type { Metadata } from 'next';
import { NewsGrid } from '@/components/site/news/NewsGrid';
import { Notice } from '@/components/site/Notice';
import { Pager } from '@/components/site/Pager';
import { newsContent } from '@/lib/content/pages';
import { loadNewsPage } from '@/lib/public/cached-reads';

/** /all-news and /all-news?page=N (served by /all-news/N through a rewrite in next.config). */
export function newsArchiveMetadata(page: number): Metadata {
  return {
    title: page > 1 ? `${newsContent.allNewsHeading} (page ${page})` : newsContent.allNewsHeading,
    description: newsContent.allNewsIntro,
    alternates: { canonical: page > 1 ? `/all-news?page=${page}` : '/all-news' },
  };
}

export async function NewsArchive({ page }: { page: number }) {
  const loaded = await loadNewsPage(page);
  return (
    <main id="main" className="container">
      <h1>{newsContent.allNewsHeading}</h1>
      <p>{newsContent.allNewsIntro}</p>
      {!loaded.ok ? (
        <Notice tone="error">{newsContent.loadError}</Notice>
      ) : loaded.data.results.length === 0 ? (
        <Notice>{newsContent.emptyState}</Notice>
      ) : (
        <>
          <NewsGrid items={loaded.data.results} />
          <Pager
            basePath="/all-news"
            previous={loaded.data.previous}
            next={loaded.data.next}
            label="News pages"
          />
        </>
      )}
    </main>
  );
}
