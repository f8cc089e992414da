import { NewsGrid } from '@/components/site/news/NewsGrid';
import { Notice } from '@/components/site/Notice';
import { Pager } from '@/components/site/Pager';
import { newsContent } from '@/lib/content/pages';
import { loadNewsPage } from '@/lib/public/cached-reads';

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
